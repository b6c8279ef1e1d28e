import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '#button/button.tsx'
import { repaintPage } from '#internal/story-repaint.ts'
import { Still } from '#internal/story-still.tsx'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { MobileCard } from '#mobile-card/mobile-card.tsx'
import { CardGridSkeleton, CardSkeleton } from './skeleton.tsx'

const meta = {
  title: 'UI/Skeleton',
  component: CardGridSkeleton,
  args: { label: 'Loading listings' },
} satisfies Meta<typeof CardGridSkeleton>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A grid of placeholders, announced once to screen readers. Lists show 12 (the default); this
 * shows 6, as the home carousel does, so the screenshot stays within one viewport (taller shots
 * are stitched and not pixel-stable).
 */
export const Grid: Story = {
  args: { count: 6 },
  render: (args, { globals }) => (
    <Still>
      <CardGridSkeleton {...args} label={storyTexts(storyLocale(globals)).loadingListings} />
    </Still>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading listings|جارٍ تحميل الإعلانات/)
    await expect(canvas.getByRole('status').querySelectorAll('[data-slot="card-skeleton"]')).toHaveLength(6)
    await repaintPage()
  },
}

/**
 * A skeleton beside the card it stands for, in both grid rows: the heights match to the pixel, so
 * nothing moves when the data arrives (with and without the owner's action row).
 */
export const MatchesTheCard: Story = {
  render: (_, { globals }) => {
    const language = storyLocale(globals)
    const t = storyTexts(language)
    const card = {
      number: '0587777777',
      operator: 'du' as const,
      operatorLabel: t.operators.du,
      link: <a href="#/details/mobile/1" />,
      price: { amount: 3_200_000, oldAmount: 3_500_000, language, oldPriceLabel: t.was },
      favorite: { label: t.favorite, pressed: false, onPressedChange: () => {} },
    }
    return (
      <Still>
        {/* Not the CardGrid: its rows stretch every card to the tallest, which would hide a mismatch. */}
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: '1.5rem',
            alignItems: 'start',
            padding: 0,
            margin: 0,
            listStyle: 'none',
          }}
        >
          <li>
            <CardSkeleton />
          </li>
          <li>
            <MobileCard {...card} title={t.titles.long} />
          </li>
          <li>
            <MobileCard {...card} title={t.titles.du} ribbon={{ tone: 'sold', label: t.sold }} />
          </li>
          <li>
            <CardSkeleton withActions />
          </li>
          <li>
            <MobileCard {...card} title={t.titles.du} actions={<Button variant="secondary">{t.markSold}</Button>} />
          </li>
        </ul>
      </Still>
    )
  },
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('li > *')].map(
      (element) => element.getBoundingClientRect().height,
    )
    await expect(heights[0]).toBe(heights[1])
    await expect(heights[0]).toBe(heights[2])
    await expect(heights[3]).toBe(heights[4])
    await repaintPage()
  },
}
