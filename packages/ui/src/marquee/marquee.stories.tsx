import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { repaintPage } from '#internal/story-repaint.ts'
import { Marquee } from './marquee.tsx'

const meta = {
  title: 'UI/Marquee',
  component: Marquee,
  args: { stopLabel: 'Stop the names moving', children: null },
} satisfies Meta<typeof Marquee>

export default meta
type Story = StoryObj<typeof meta>

const chip = {
  padding: '0.5rem 1.25rem',
  marginInlineEnd: '1rem',
  color: 'var(--color-text)',
  background: 'var(--color-surface-raised)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-pill)',
} as const

/** The emirates' names moving endlessly; the round control below stops them, with or without script. */
export const Names: Story = {
  render: (_, { globals }) => {
    const t = storyTexts(storyLocale(globals))
    return (
      // Room for the focus ring the control keeps after its tap.
      <div style={{ paddingBlock: '0.5rem' }}>
        <Marquee stopLabel={t.stopMoving}>
          {Object.entries(t.cities).map(([city, name]) => (
            <li key={city} style={chip}>
              {name}
            </li>
          ))}
        </Marquee>
      </div>
    )
  },
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = storyTexts(storyLocale(globals))
    const track = canvasElement.querySelector('ul')!.parentElement!
    await expect(getComputedStyle(track).animationPlayState).toBe('running')
    // The second copy, which closes the loop, is not read twice.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7)
    const stop = canvas.getByRole('checkbox', { name: t.stopMoving })
    await userEvent.click(stop)
    await expect(stop).toBeChecked()
    await expect(getComputedStyle(track).animationPlayState).toBe('paused')
    await repaintPage()
  },
}
