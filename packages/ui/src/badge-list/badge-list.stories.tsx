import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { BadgeList } from './badge-list.tsx'

const meta = {
  title: 'UI/BadgeList',
  component: BadgeList,
  args: { label: 'Number patterns', items: [] },
} satisfies Meta<typeof BadgeList>

export default meta
type Story = StoryObj<typeof meta>

/** The patterns of a number: small on cards, larger on detail pages (with a description as tooltip). */
export const Sizes: Story = {
  render: (_, { globals }) => {
    const t = storyTexts(storyLocale(globals)).patterns
    const items = [
      { id: 'all-same', label: t.allSame, description: t.allSameHint },
      { id: 'mirror', label: t.mirror },
      { id: 'round', label: t.round },
      { id: 'two-digits', label: t.twoDigits },
    ]
    return (
      <div style={{ display: 'grid', gap: '1.5rem', maxInlineSize: '20rem' }}>
        <BadgeList label={t.label} items={items} />
        <BadgeList label={t.label} items={items} size="md" />
      </div>
    )
  },
  play: async ({ canvas }) => {
    const lists = canvas.getAllByRole('list')
    await expect(lists).toHaveLength(2)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8)
  },
}

/** Driven by its args: edit the items, the size or the list's name in Controls. */
export const Playground: Story = {
  args: {
    items: [
      { id: 'mirror', label: 'Mirror', description: 'Reads the same both ways' },
      { id: 'round', label: 'Round' },
    ],
    size: 'md',
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: args.label })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.items.length)
  },
}
