import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BadgeList } from '#badge-list/badge-list.tsx'
import { Button } from '#button/button.tsx'
import { CardGrid } from '#card/card.tsx'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts, type StoryLocale } from '#internal/story-texts.ts'
import { MobileCard } from './mobile-card.tsx'

const meta = {
  title: 'UI/MobileCard',
  component: MobileCard,
  args: {
    number: '0587777777',
    operator: 'du',
    operatorLabel: 'du',
    title: 'Gold number',
    link: <a href="#/details/mobile/1" />,
  },
} satisfies Meta<typeof MobileCard>

export default meta
type Story = StoryObj<typeof meta>

function useCards(locale: StoryLocale) {
  const t = storyTexts(locale)
  const favorite = (pressed: boolean, pending = false) => ({
    label: t.favorite,
    pressed,
    pending,
    onPressedChange: () => {},
  })
  const price = (amount: number, oldAmount?: number) => ({
    amount,
    oldAmount,
    language: locale,
    oldPriceLabel: t.was,
  })
  return { t, favorite, price }
}

/**
 * du and e& numbers (stored with spaces and a country code, shown 3-3-rest), a favourite, a pending
 * heart, a long title, and a pattern badge on the first.
 */
export const Grid: Story = {
  render: (_, { globals }) => {
    const { t, favorite, price } = useCards(storyLocale(globals))
    return (
      <CardGrid>
        <li>
          <MobileCard
            number="058 777 7777"
            operator="du"
            operatorLabel={t.operators.du}
            title={t.titles.du}
            link={<a href="#/details/mobile/1" />}
            price={price(3_200_000, 3_500_000)}
            favorite={favorite(true)}
            badges={
              <BadgeList
                label={t.patterns.label}
                items={[{ id: 'mobile-all-same', label: t.patterns.mobileAllSame }]}
              />
            }
          />
        </li>
        <li>
          <MobileCard
            number="0501234567"
            operator="eand"
            operatorLabel={t.operators.eand}
            title={t.titles.eand}
            link={<a href="#/details/mobile/2" />}
            price={price(48_500.5)}
            favorite={favorite(false, true)}
          />
        </li>
        <li>
          <MobileCard
            number="+971 52 222 2222 99"
            operator="du"
            operatorLabel={t.operators.du}
            title={t.titles.long}
            link={<a href="#/details/mobile/3" />}
            price={price(8_010_000)}
            favorite={favorite(false)}
          />
        </li>
      </CardGrid>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('058 777 7777')).toBeVisible()
    await expect(canvas.getByText('971 522 2222')).toBeVisible()
    await repaintPage()
  },
}

/** "Sold" and "Not shared" ribbons, and a wanted request (notice instead of the price). */
export const RibbonsAndRequest: Story = {
  render: (_, { globals }) => {
    const { t, favorite, price } = useCards(storyLocale(globals))
    return (
      <CardGrid>
        <li>
          <MobileCard
            number="0551111111"
            operator="eand"
            operatorLabel={t.operators.eand}
            title={t.titles.eand}
            link={<a href="#/details/mobile/4" />}
            price={price(120_000, 150_000)}
            ribbon={{ tone: 'sold', label: t.sold }}
            favorite={favorite(false)}
          />
        </li>
        <li>
          <MobileCard
            number="0569999999"
            operator="du"
            operatorLabel={t.operators.du}
            title={t.titles.du}
            link={<a href="#/details/mobile/5" />}
            price={price(75_000)}
            ribbon={{ tone: 'not-shared', label: t.notShared }}
            favorite={favorite(false)}
          />
        </li>
        <li>
          <MobileCard
            number="0543333333"
            operator="eand"
            operatorLabel={t.operators.eand}
            title={t.titles.eand}
            link={<a href="#/details/mobile/6" />}
            notice={t.requested}
            favorite={favorite(false)}
          />
        </li>
      </CardGrid>
    )
  },
  play: repaintPage,
}

/** The owner's view in My Products: a Sold button on an unsold listing; a sold one has the ribbon instead. */
export const OwnerView: Story = {
  render: (_, { globals }) => {
    const { t, price } = useCards(storyLocale(globals))
    return (
      <CardGrid>
        <li>
          <MobileCard
            number="0521234567"
            operator="du"
            operatorLabel={t.operators.du}
            title={t.titles.du}
            link={<a href="#/details/mobile/7" />}
            price={price(15_000)}
            actions={<Button variant="secondary">{t.markSold}</Button>}
          />
        </li>
        <li>
          <MobileCard
            number="0507654321"
            operator="eand"
            operatorLabel={t.operators.eand}
            title={t.titles.eand}
            link={<a href="#/details/mobile/8" />}
            price={price(22_000)}
            ribbon={{ tone: 'sold', label: t.sold }}
          />
        </li>
      </CardGrid>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    await repaintPage()
  },
}

/** Driven by its args: every control (number, operator, title, price…) changes the card. */
export const Playground: Story = {
  args: { price: { amount: 250000, oldAmount: 300000, language: 'en', oldPriceLabel: 'Was' } },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('058 777 7777')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible()
  },
}
