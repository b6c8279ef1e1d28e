import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { parseFilters } from '../hooks/list-filters.ts'
import { ListFiltersBar } from './list-filters-bar.tsx'

const meta = {
  title: 'Web/Lists/Filters',
  component: ListFiltersBar,
  args: {
    filters: parseFilters(new URLSearchParams('city=dubai&code=AA&digit=3&sort=-newPrice')),
    offered: ['keyword', 'digit', 'city', 'code', 'sort'],
    onChange: fn(),
    onReset: fn(),
  },
  decorators: [withAppProviders],
} satisfies Meta<typeof ListFiltersBar>

export default meta
type Story = StoryObj<typeof meta>

/** Plates: keyword, city, code (Dubai's codes), sort and the digit count. */
export const Plates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible()
    await expect(canvas.getAllByRole('combobox')).toHaveLength(3)
  },
}

/** Mobile numbers: keyword, operator, prefix and sort. */
export const MobileNumbers: Story = {
  args: { filters: parseFilters(new URLSearchParams('operator=du&prefix=055')), offered: ['keyword', 'operator', 'prefix', 'sort'] },
}
