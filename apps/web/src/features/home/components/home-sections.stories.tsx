import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { CategoryTiles } from './category-tiles.tsx'
import { UsefulLinks } from './useful-links.tsx'

const meta = {
  title: 'Web/Home/Sections',
  decorators: [withAppProviders],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Three tiles to the three shop lists. */
export const Categories: Story = {
  render: () => <CategoryTiles />,
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').map((link) => link.getAttribute('href'))
    await expect(links).toEqual(['/shop', '/shop/motorcycle', '/shop/mobile'])
  },
}

/** The eight official sites, each opening in a new tab. */
export const UsefulLinksGrid: Story = {
  render: () => <UsefulLinks />,
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(8)
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank')
  },
}
