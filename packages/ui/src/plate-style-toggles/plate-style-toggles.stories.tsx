import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { PlateStyleToggles, type PlateSize, type PlateStyle } from './plate-style-toggles.tsx'

const noop = () => {}

const meta = {
  title: 'UI/PlateStyleToggles',
  component: PlateStyleToggles,
  args: {
    placement: 'viewer',
    style: { labels: storyTexts('en').plateLabels, value: 'type1', onChange: noop },
  },
} satisfies Meta<typeof PlateStyleToggles>

export default meta
type Story = StoryObj<typeof meta>

/** Both choices of a car plate, named on screen as over a viewer's stage; arrows move between the choices. */
export const CarPlate: Story = {
  render: (args, { globals }) => {
    const labels = storyTexts(storyLocale(globals)).plateLabels
    const [type, setType] = useState<PlateStyle>('type1')
    const [size, setSize] = useState<PlateSize>('big')
    return (
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <PlateStyleToggles
          placement={args.placement}
          style={{ labels, value: type, onChange: setType }}
          size={{ labels, value: size, onChange: setSize }}
        />
      </div>
    )
  },
  play: async ({ canvas, globals }) => {
    const labels = storyTexts(storyLocale(globals)).plateLabels
    await userEvent.click(canvas.getByRole('radio', { name: labels.type2 }))
    await userEvent.click(canvas.getByRole('radio', { name: labels.mini }))
    await expect(canvas.getByRole('radio', { name: labels.type2 })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: labels.mini })).toBeChecked()
    await expect(canvas.getByRole('radiogroup', { name: labels.size })).toBeVisible()
  },
}

/** A motorcycle plate on a card: the style pills only, their name read by screen readers. */
export const OnACard: Story = {
  args: { placement: 'card' },
  render: (args, { globals }) => {
    const labels = storyTexts(storyLocale(globals)).plateLabels
    const [type, setType] = useState<PlateStyle>('type2')
    return <PlateStyleToggles placement={args.placement} style={{ labels, value: type, onChange: setType }} />
  },
  play: async ({ canvas, globals }) => {
    const labels = storyTexts(storyLocale(globals)).plateLabels
    await expect(canvas.getByRole('radiogroup', { name: labels.type })).toBeVisible()
    // Named for screen readers only: the name takes no room on the card.
    await expect(canvas.getByText(labels.type).getBoundingClientRect().width).toBeLessThanOrEqual(1)
    await expect(canvas.queryByRole('radiogroup', { name: labels.size })).toBeNull()
  },
}
