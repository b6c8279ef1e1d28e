import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { filtersFor, parseFilters } from '../filters/list-filters.ts'
import { ListFiltersBar } from './list-filters-bar.tsx'

const meta = {
  title: 'Web/Lists/Filters',
  component: ListFiltersBar,
  args: {
    category: 'car',
    filters: parseFilters(
      new URLSearchParams('city=dubai&code=AA&digit=3&sort=-newPrice&pattern=mirror&minPrice=50000'),
    ),
    offered: filtersFor('shop', 'car'),
    onChange: fn(),
    onPatternsChange: fn(),
    onPriceChange: fn(),
    onVerifiedChange: fn(),
    action: '/shop',
  },
  decorators: [withAppProviders],
} satisfies Meta<typeof ListFiltersBar>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Plates: keyword, city, code (Dubai's codes), the digit count, one pattern, the price range, sort and the
 * verified owners only.
 */
export const Plates: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('search') as HTMLFormElement
    await expect(form).toBeVisible()
    // Sent as it is (no script), the form reads back as the very filters it shows.
    await expect(form).toHaveAttribute('method', 'get')
    await expect(form).toHaveAttribute('action', '/shop')
    const sent = new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)]))
    await expect(parseFilters(sent)).toEqual(args.filters)
    await expect(canvas.getByRole('link', { name: /^(Clear filters|مسح عوامل التصفية)$/ })).toHaveAttribute(
      'href',
      '/shop',
    )
    await expect(canvas.getAllByRole('combobox')).toHaveLength(3)
    await expect(canvas.getByRole('button', { expanded: false })).toHaveAccessibleName(
      /^(Patterns Mirror|الأنماط مرآة)$/,
    )
  },
}

/** Mobile numbers: keyword, operator, prefix, the patterns (two chosen), the price range and sort. */
export const MobileNumbers: Story = {
  args: {
    category: 'mobile',
    filters: parseFilters(new URLSearchParams('operator=du&prefix=055&pattern=mobile-mirror&pattern=mobile-all-same')),
    offered: filtersFor('shop', 'mobile'),
  },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('search') as HTMLFormElement
    const sent = new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)]))
    await expect(parseFilters(sent)).toEqual(args.filters)
  },
}

/** The pattern checkboxes open over the page: the plate patterns, each with two numbers that have it. */
export const PatternsOpen: Story = {
  args: { filters: parseFilters(new URLSearchParams('pattern=mirror&pattern=round')) },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }))
    const boxes = within(canvas.getByRole('group', { name: /^(Patterns|الأنماط)$/ })).getAllByRole('checkbox')
    await expect(boxes).toHaveLength(7)
    await expect(
      boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => (box as HTMLInputElement).value),
    ).toEqual(['mirror', 'round'])
    await userEvent.click(canvas.getByRole('checkbox', { name: /All the same|رقم مكرر/ }))
    await expect(args.onPatternsChange).toHaveBeenLastCalledWith(['all-same', 'mirror', 'round'])
  },
}

/**
 * The price range applies what is typed when a box is left: a range the wrong way round is said beside the
 * box and not applied; Arabic digits and separators are read as the amount they are.
 */
export const PriceRange: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    const [from, to] = [
      canvas.getByRole('textbox', { name: /^(From|من)$/ }),
      canvas.getByRole('textbox', { name: /^(To|إلى)$/ }),
    ]
    await expect(from).toHaveValue('50000')
    await userEvent.type(to!, '40000')
    await userEvent.tab()
    await expect(to).toHaveAttribute('aria-invalid', 'true')
    await expect(to).toHaveAccessibleDescription(/Make this at least the lowest price|يجب ألا يقل عن أقل سعر/)
    await expect(args.onPriceChange).not.toHaveBeenCalled()
    await userEvent.clear(to!)
    await userEvent.type(to!, '٢٥٠٬٠٠٠{Enter}')
    await expect(args.onPriceChange).toHaveBeenCalledWith(50000, 250000)
    await expect(to).not.toHaveAttribute('aria-invalid')
  },
}

/** Verified owners only: a checkbox that sends `verified=true` (also in a plain form), checked from the URL. */
export const VerifiedOnly: Story = {
  args: { filters: parseFilters(new URLSearchParams('verified=true')) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const box = canvas.getByRole('checkbox', {
      name: globals.locale === 'ar' ? 'الملاك الموثَّقون فقط' : 'Verified owners only',
    })
    await expect(box).toBeChecked()
    await expect(box).toHaveAttribute('name', 'verified')
    await expect(box).toHaveAttribute('value', 'true')
    await userEvent.click(box)
    await expect(args.onVerifiedChange).toHaveBeenLastCalledWith(false)
  },
}

/**
 * A price sent without script that is not an amount (`?minPrice=abc`): the box shows it as typed with its
 * message, and the list ignores it.
 */
export const PriceSentAsTyped: Story = {
  args: {
    filters: parseFilters(new URLSearchParams('minPrice=abc&maxPrice=250000')),
    priceTypos: { min: 'abc', max: null },
  },
  play: async ({ canvas }) => {
    const from = canvas.getByRole('textbox', { name: /^(From|من)$/ })
    await expect(from).toHaveValue('abc')
    await expect(from).toHaveAttribute('aria-invalid', 'true')
    await expect(from).toHaveAccessibleDescription(/^(Type an amount in AED|اكتب مبلغًا بالدرهم)$/)
    await expect(canvas.getByRole('textbox', { name: /^(To|إلى)$/ })).toHaveValue('250000')
  },
}
