import type { Meta, StoryObj } from '@storybook/react-vite'
import type { City } from '@raqam/listing-rules/cities'
import { expect } from 'storybook/test'
import { Button } from '#button/button.tsx'
import { BadgeList } from '#badge-list/badge-list.tsx'
import { CardGrid } from '#card/card.tsx'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts, type StoryLocale } from '#internal/story-texts.ts'
import { CarPlateCard, MotorcyclePlateCard } from './plate-card.tsx'

const meta = {
  title: 'UI/PlateCard',
  component: CarPlateCard,
  args: {
    city: 'dubai',
    code: 'AA',
    number: '16',
    plateLabel: 'Dubai plate AA 16',
    title: 'Dubai AA 16',
    link: <a href="#/details/car/1" />,
    labels: storyTexts('en').plateLabels,
  },
} satisfies Meta<typeof CarPlateCard>

export default meta
type Story = StoryObj<typeof meta>

function plate(locale: StoryLocale, city: City, code: string, number: string) {
  const t = storyTexts(locale)
  return {
    city,
    code,
    number,
    plateLabel: t.plate(t.cities[city], code, number),
    favorite: { label: t.favorite, pressed: false, onPressedChange: () => {} },
  }
}

const price = (locale: StoryLocale, amount: number, oldAmount?: number) => {
  const t = storyTexts(locale)
  return { amount, oldAmount, language: locale, oldPriceLabel: t.was }
}

/**
 * Car plates: the default type 1 / big, a 5-digit number, and one shown first as type 2 / mini; the
 * last two carry a pattern badge. A card without badges keeps their row, so all three are as tall.
 */
export const CarPlates: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    return (
      <CardGrid>
        <li>
          <CarPlateCard
            {...plate(locale, 'dubai', 'AA', '16')}
            labels={t.plateLabels}
            title={t.titles.dubai}
            link={<a href="#/details/car/1" />}
            price={price(locale, 1_250_000, 1_500_000)}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'sharjah', '3', '12345')}
            labels={t.plateLabels}
            title={t.titles.fiveDigit}
            link={<a href="#/details/car/2" />}
            price={price(locale, 18_500)}
            badges={<BadgeList label={t.patterns.label} items={[{ id: 'ascending', label: t.patterns.ascending }]} />}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'abu-dhabi', '1', '7777')}
            labels={t.plateLabels}
            defaultType="type2"
            defaultSize="mini"
            title={t.titles.abuDhabi}
            link={<a href="#/details/car/3" />}
            price={price(locale, 640_000.75)}
            badges={<BadgeList label={t.patterns.label} items={[{ id: 'all-same', label: t.patterns.allSame }]} />}
          />
        </li>
      </CardGrid>
    )
  },
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('radiogroup')
    // Two groups per car card: style and size.
    await expect(groups).toHaveLength(6)
    await expect(canvas.getByRole('img', { name: /12345/ })).toBeVisible()
    await expect(canvas.getAllByRole('list', { name: /Number patterns|أنماط الرقم/ })).toHaveLength(2)
    const heights = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect().height)
    await expect(new Set(heights).size).toBe(1)
  },
}

/** The pills switch the plate's style and size; the card's height never changes. */
export const StyleAndSize: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    return (
      <div style={{ maxInlineSize: '22rem' }}>
        <CarPlateCard
          {...plate(locale, 'dubai', 'AA', '16')}
          labels={t.plateLabels}
          title={t.titles.dubai}
          link={<a href="#/details/car/1" />}
          price={price(locale, 1_250_000)}
        />
      </div>
    )
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvasElement.querySelector('[data-slot="listing-card"]')!
    const height = card.getBoundingClientRect().height
    const picture = () => canvas.getByRole('img', { name: /AA 16/ }).outerHTML
    const before = picture()
    await userEvent.click(canvas.getByRole('radio', { name: /Type 2|النوع 2/ }))
    await expect(canvas.getByRole('radio', { name: /Type 2|النوع 2/ })).toBeChecked()
    const type2 = picture()
    await expect(type2).not.toBe(before)
    await userEvent.click(canvas.getByRole('radio', { name: /Mini|صغيرة/ }))
    await expect(picture()).not.toBe(type2)
    await expect(card.getBoundingClientRect().height).toBe(height)
    await repaintPage()
  },
}

/** Motorcycle plates: the style pills, no size toggle. */
export const MotorcyclePlates: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    const labels = { type: t.plateLabels.type, type1: t.plateLabels.type1, type2: t.plateLabels.type2 }
    return (
      <CardGrid>
        <li>
          <MotorcyclePlateCard
            {...plate(locale, 'dubai', 'A', '555')}
            labels={labels}
            title={t.titles.motorcycle}
            link={<a href="#/details/motorcycle/1" />}
            price={price(locale, 9_000, 12_000)}
          />
        </li>
        <li>
          <MotorcyclePlateCard
            {...plate(locale, 'umm-al-quwain', 'B', '12345')}
            labels={labels}
            defaultType="type2"
            title={t.titles.long}
            link={<a href="#/details/motorcycle/2" />}
            price={price(locale, 4_250)}
          />
        </li>
        <li>
          <MotorcyclePlateCard
            {...plate(locale, 'ras-al-khaimah', 'C', '7')}
            labels={labels}
            title={t.titles.motorcycle}
            link={<a href="#/details/motorcycle/3" />}
            notice={t.requested}
          />
        </li>
      </CardGrid>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3)
  },
}

/** Sold and not-shared ribbons, and the owner's view with its Sold button. */
export const RibbonsAndOwnerView: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    return (
      <CardGrid>
        <li>
          <CarPlateCard
            {...plate(locale, 'ajman', 'H', '99')}
            labels={t.plateLabels}
            title={t.titles.dubai}
            link={<a href="#/details/car/4" />}
            price={price(locale, 95_000)}
            // A mini plate fills its picture: the ribbon must still leave its corner clear.
            defaultSize="mini"
            ribbon={{ tone: 'sold', label: t.sold }}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'fujairah', 'M', '1234')}
            labels={t.plateLabels}
            title={t.titles.abuDhabi}
            link={<a href="#/details/car/5" />}
            price={price(locale, 30_000)}
            ribbon={{ tone: 'not-shared', label: t.notShared }}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'abu-dhabi', '50', '5')}
            favorite={undefined}
            labels={t.plateLabels}
            title={t.titles.abuDhabi}
            link={<a href="#/details/car/6" />}
            price={price(locale, 2_000_000)}
            actions={<Button variant="secondary">{t.markSold}</Button>}
          />
        </li>
      </CardGrid>
    )
  },
}

/**
 * A note under the badges says why a card is shown (the saved search it matched) or what is new about
 * it for its owner (a link to the buyers looking for it, which stays clickable above the card's link).
 */
export const WithNote: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    return (
      <CardGrid>
        <li>
          <CarPlateCard
            {...plate(locale, 'dubai', 'AA', '16')}
            labels={t.plateLabels}
            title={t.titles.dubai}
            link={<a href="#/details/car/1" />}
            price={price(locale, 1_250_000)}
            note={t.matchedSearch}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'abu-dhabi', '50', '5')}
            favorite={undefined}
            labels={t.plateLabels}
            title={t.titles.abuDhabi}
            link={<a href="#/details/car/6" />}
            price={price(locale, 2_000_000)}
            note={<a href="#/details/car/6#buyers">{t.buyers}</a>}
            actions={<Button variant="secondary">{t.markSold}</Button>}
          />
        </li>
      </CardGrid>
    )
  },
  play: async ({ canvas }) => {
    const buyers = canvas.getByRole('link', { name: /buyers|مشتريان/ })
    // Above the card's stretched title link: a click on its text reaches it. The centre of its first
    // line box, in view: a link that wraps has a gap at the centre of its whole box, and a card off
    // screen is not drawn (content-visibility) until a frame after it comes into view.
    buyers.scrollIntoView({ block: 'center' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const box = buyers.getClientRects()[0]!
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(buyers)
  },
}

/** Driven by its args: every control (city, code, number, style labels, title…) changes the card. */
export const Playground: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.plateLabel })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible()
  },
}

/**
 * The verified owner's mark leads the badges' row, beside the pattern badges, without making the card
 * taller than one without it; a listing the moderators hid wears their ribbon in its owner's view.
 */
export const VerifiedAndHidden: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    const t = storyTexts(locale)
    return (
      <CardGrid>
        <li>
          <CarPlateCard
            {...plate(locale, 'dubai', 'AA', '16')}
            labels={t.plateLabels}
            title={t.titles.dubai}
            link={<a href="#/details/car/1" />}
            price={price(locale, 1_250_000)}
            verified={{ label: t.verified }}
            badges={<BadgeList label={t.patterns.label} items={[{ id: 'two-digits', label: t.patterns.twoDigits }]} />}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'sharjah', '3', '12345')}
            labels={t.plateLabels}
            title={t.titles.fiveDigit}
            link={<a href="#/details/car/2" />}
            price={price(locale, 18_500)}
            badges={<BadgeList label={t.patterns.label} items={[{ id: 'ascending', label: t.patterns.ascending }]} />}
          />
        </li>
        <li>
          <CarPlateCard
            {...plate(locale, 'fujairah', 'M', '1234')}
            favorite={undefined}
            labels={t.plateLabels}
            title={t.titles.abuDhabi}
            link={<a href="#/details/car/5" />}
            price={price(locale, 30_000)}
            ribbon={{ tone: 'hidden', label: t.hidden }}
          />
        </li>
      </CardGrid>
    )
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(storyLocale(globals))
    const [verified] = canvas.getAllByRole('article')
    await expect(verified).toHaveTextContent(t.verified)
    const heights = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect().height)
    await expect(new Set(heights).size).toBe(1)
  },
}
