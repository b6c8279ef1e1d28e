import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { parseFilters } from '../hooks/list-filters.ts'
import { ListFiltersBar } from './list-filters-bar.tsx'

const meta = {
  title: 'Web/Lists/Filters',
  component: ListFiltersBar,
  args: {
    category: 'car',
    filters: parseFilters(new URLSearchParams('city=dubai&code=AA&digit=3&sort=-newPrice&pattern=mirror')),
    offered: ['keyword', 'digit', 'pattern', 'city', 'code', 'sort'],
    onChange: fn(),
    onPatternsChange: fn(),
    onReset: fn(),
  },
  decorators: [withAppProviders],
} satisfies Meta<typeof ListFiltersBar>

export default meta
type Story = StoryObj<typeof meta>

/** Plates: keyword, city, code (Dubai's codes), the digit count, one pattern, and sort. */
export const Plates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible()
    await expect(canvas.getAllByRole('combobox')).toHaveLength(3)
    await expect(canvas.getByRole('button', { expanded: false })).toHaveAccessibleName(
      /^(Patterns Mirror|الأنماط مرآة)$/,
    )
  },
}

/** Mobile numbers: keyword, operator, prefix, the patterns (two chosen) and sort. */
export const MobileNumbers: Story = {
  args: {
    category: 'mobile',
    filters: parseFilters(new URLSearchParams('operator=du&prefix=055&pattern=mobile-mirror&pattern=mobile-all-same')),
    offered: ['keyword', 'operator', 'prefix', 'pattern', 'sort'],
  },
}

/** The pattern checkboxes open over the page: the plate patterns, each with two numbers that have it. */
export const PatternsOpen: Story = {
  args: { filters: parseFilters(new URLSearchParams('pattern=mirror&pattern=round')) },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }))
    const boxes = canvas.getAllByRole('checkbox')
    await expect(boxes).toHaveLength(7)
    await expect(
      boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => (box as HTMLInputElement).value),
    ).toEqual(['mirror', 'round'])
    await userEvent.click(canvas.getByRole('checkbox', { name: /All the same|رقم مكرر/ }))
    await expect(args.onPatternsChange).toHaveBeenLastCalledWith(['all-same', 'mirror', 'round'])
  },
}
