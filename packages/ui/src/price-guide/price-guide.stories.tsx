import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { formatPrice } from '@raqam/text/prices'
import { storyLocale, storyTexts, type StoryLocale } from '#internal/story-texts.ts'
import { PriceGuide, type GuideRange } from './price-guide.tsx'

type Example = { _id: string; price: number; kind: 'sale' | 'asking'; name: Record<StoryLocale, string> }

const examples: Example[] = [
  { _id: 'a', price: 245000, kind: 'sale', name: { en: 'Dubai A 555', ar: 'دبي A 555' } },
  { _id: 'b', price: 260000, kind: 'asking', name: { en: 'Dubai A 333', ar: 'دبي A 333' } },
  { _id: 'c', price: 198000, kind: 'asking', name: { en: 'Dubai B 999', ar: 'دبي B 999' } },
  { _id: 'd', price: 310000, kind: 'asking', name: { en: 'Dubai AA 777', ar: 'دبي AA 777' } },
]

const enough: GuideRange<Example> = { enough: true, low: 180000, typical: 240000, high: 310000, examples }
const notEnough: GuideRange<Example> = {
  enough: false,
  low: null,
  typical: null,
  high: null,
  examples: examples.slice(0, 2),
}

function Guide({ locale, guide, busy }: { locale: StoryLocale; guide: GuideRange<Example>; busy?: boolean }) {
  return (
    <div style={{ maxInlineSize: '30rem' }}>
      <PriceGuide
        guide={guide}
        language={locale}
        labels={storyTexts(locale).priceGuide}
        howLink={<a href="#how-we-estimate" />}
        exampleLink={(example) => <a href={`#listing-${example._id}`} />}
        exampleName={(example) => example.name[locale]}
        busy={busy}
      />
    </div>
  )
}

const meta = {
  title: 'UI/PriceGuide',
  component: PriceGuide<Example>,
  args: {
    guide: enough,
    language: 'en',
    labels: storyTexts('en').priceGuide,
    howLink: <a href="#how-we-estimate" />,
    exampleLink: (example: Example) => <a href={`#listing-${example._id}`} />,
    exampleName: (example: Example) => example.name.en,
  },
} satisfies Meta<typeof PriceGuide<Example>>

export default meta
type Story = StoryObj<typeof meta>

/** A range: the bar, low, typical and high written out, what it rests on, the most alike as links. */
export const Range: Story = {
  render: (_, { globals }) => <Guide locale={storyLocale(globals)} guide={enough} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale).priceGuide
    await expect(canvas.getByRole('region', { name: t.title })).toBeVisible()
    for (const [label, price] of [
      [t.low, 180000],
      [t.typical, 240000],
      [t.high, 310000],
    ] as const) {
      await expect(canvas.getByText(label).nextElementSibling?.textContent).toBe(formatPrice(price, locale))
    }
    await expect(canvas.getByText(t.basedOn)).toBeVisible()
    const links = canvas.getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...examples.map((example) => `#listing-${example._id}`),
      '#how-we-estimate',
    ])
    await expect(links[0]).toHaveTextContent(t.sale)
    // The typical price's mark sits inside the range, between low and high.
    const range = canvasElement.querySelector('[data-part="bar"] > span')!.getBoundingClientRect()
    const marker = canvasElement.querySelector('[data-part="bar"] > span + span')!.getBoundingClientRect()
    await expect(marker.left).toBeGreaterThan(range.left)
    await expect(marker.right).toBeLessThan(range.right)
  },
}

/** Below the minimum: no range and no bar, a sentence says why, and what was found is still shown. */
export const NotEnoughData: Story = {
  render: (_, { globals }) => <Guide locale={storyLocale(globals)} guide={notEnough} />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals)).priceGuide
    await expect(canvas.getByText(t.notEnough)).toBeVisible()
    await expect(canvas.queryByText(t.typical)).toBeNull()
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: t.howWeEstimate })).toBeVisible()
  },
}

/** Nothing found at all: the sentence and the link to the method only. */
export const NothingFound: Story = {
  render: (_, { globals }) => <Guide locale={storyLocale(globals)} guide={{ ...notEnough, examples: [] }} />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals)).priceGuide
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
    await expect(canvas.getByText(t.notEnough)).toBeVisible()
  },
}

/** While a newer answer loads (the seller typing), the one shown stays, marked busy. */
export const Busy: Story = {
  render: (_, { globals }) => <Guide locale={storyLocale(globals)} guide={enough} busy />,
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals)).priceGuide
    await expect(canvas.getByRole('region', { name: t.title })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText(t.basedOn)).toBeVisible()
  },
}
