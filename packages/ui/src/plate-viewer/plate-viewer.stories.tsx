import type { Meta, StoryObj } from '@storybook/react-vite'
import { Plate } from '@raqam/plates/react'
import { expect, userEvent } from 'storybook/test'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { PlateViewer } from './plate-viewer.tsx'

const meta = {
  title: 'UI/PlateViewer',
  component: PlateViewer,
  args: { kind: 'car', labels: storyTexts('en').plateLabels, children: () => null },
} satisfies Meta<typeof PlateViewer>

export default meta
type Story = StoryObj<typeof meta>

/** A detail page's car plate: style and size choices over a roomy stage. Here switched to type 2, mini. */
export const CarPlate: Story = {
  render: (_, { globals }) => {
    const t = storyTexts(storyLocale(globals))
    return (
      <div style={{ maxInlineSize: '40rem' }}>
        <PlateViewer kind="car" labels={t.plateLabels}>
          {(style) => (
            <Plate
              kind="car"
              city="dubai"
              code="AA"
              number="16"
              label={t.plate(t.cities.dubai, 'AA', '16')}
              {...style}
            />
          )}
        </PlateViewer>
      </div>
    )
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals)).plateLabels
    await userEvent.click(canvas.getByRole('radio', { name: t.type2 }))
    await userEvent.click(canvas.getByRole('radio', { name: t.mini }))
    await expect(canvas.getByRole('radio', { name: t.mini })).toBeChecked()
    await expect(canvas.getByRole('img')).toBeVisible()
  },
}

/** A motorcycle plate in a dialog: style only (one size), compact stage. */
export const CompactMotorcycle: Story = {
  render: (_, { globals }) => {
    const t = storyTexts(storyLocale(globals))
    return (
      <div style={{ maxInlineSize: '28rem' }}>
        <PlateViewer kind="motorcycle" labels={t.plateLabels} density="compact">
          {(style) => (
            <Plate
              kind="motorcycle"
              city="sharjah"
              code="1"
              number="555"
              label={t.plate(t.cities.sharjah, '1', '555')}
              {...style}
            />
          )}
        </PlateViewer>
      </div>
    )
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals)).plateLabels
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(1)
    await expect(canvas.queryByRole('radio', { name: t.mini })).toBeNull()
  },
}
