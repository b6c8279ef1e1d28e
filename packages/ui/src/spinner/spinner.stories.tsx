import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyLocale } from '#internal/story-texts.ts'
import { FullPageSpinner, Spinner } from './spinner.tsx'

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** The three sizes; with a label the spinner is a status message, without one it is decorative. */
export const Sizes: Story = {
  render: (_, { globals }) => (
    <div style={{ display: 'flex', gap: '2rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label={storyLocale(globals) === 'ar' ? 'جارٍ التحميل' : 'Loading'} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading|جارٍ التحميل/)
  },
}

/** The app's loading screen while the current user is looked up. */
export const FullPage: Story = {
  parameters: { screenshot: { fullPage: true } },
  render: (_, { globals }) => <FullPageSpinner label={storyLocale(globals) === 'ar' ? 'جارٍ التحميل' : 'Loading'} />,
}
