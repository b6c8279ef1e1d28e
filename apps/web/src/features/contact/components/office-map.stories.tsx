import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { OfficeMap } from './office-map.tsx'

const meta = {
  title: 'Web/Contact/Office map',
  component: OfficeMap,
  args: { address: 'Downtown Dubai, United Arab Emirates', location: { lat: 25.1972, lon: 55.2744 } },
  decorators: [
    withAppProviders,
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfficeMap>

export default meta
type Story = StoryObj<typeof meta>

/** Before the visitor asks: the frame's place holds the address and the button; nothing comes from Google. */
export const BeforeAsked: Story = {
  render: (args, { globals }) => (
    <OfficeMap {...args} address={globals.locale === 'ar' ? 'وسط مدينة دبي، الإمارات العربية المتحدة' : args.address} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const ar = globals.locale === 'ar'
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await expect(canvas.getByRole('link', { name: ar ? 'عرض الخريطة' : 'Show map (loads Google Maps)' })).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: ar ? /^افتح الخريطة في خرائط Google/ : /^Open the map/ }),
    ).toHaveAttribute('target', '_blank')
  },
}
