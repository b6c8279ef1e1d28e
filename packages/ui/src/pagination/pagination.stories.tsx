import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { Pagination, type PaginationLabels } from './pagination.tsx'

const labels: Record<'en' | 'ar', PaginationLabels> = {
  en: { nav: 'Pages', previous: 'Previous page', next: 'Next page', page: (page) => `Page ${page}` },
  ar: { nav: 'الصفحات', previous: 'الصفحة السابقة', next: 'الصفحة التالية', page: (page) => `الصفحة ${page}` },
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, labels: labels.en, onPageChange: fn() },
  render: function Render(args, { globals }) {
    const [page, setPage] = useState(args.page)
    return (
      <Pagination
        {...args}
        page={page}
        labels={labels[storyLocale(globals)]}
        onPageChange={(change) => {
          args.onPageChange(change)
          setPage(change.page)
        }}
      />
    )
  },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** Up to 6 pages, every page is shown. The arrows step back and forward (mirrored in rtl). */
export const FewPages: Story = {
  args: { page: 2, pageCount: 6 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Next page|الصفحة التالية/ }))
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 3 })
    await expect(canvas.getByRole('button', { name: /Page 3|الصفحة 3/ })).toHaveAttribute('aria-current', 'page')
    await repaintPage()
  },
}

/** The three windows for 20 pages: near the start, in the middle, near the end. */
export const Windows: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {[3, 10, 19].map((page) => (
        <Pagination
          key={page}
          {...args}
          page={page}
          pageCount={20}
          // Three navigations on one page need three names (axe: landmark-unique).
          labels={{ ...labels[storyLocale(globals)], nav: `${labels[storyLocale(globals)].nav} ${page}` }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const navs = canvas.getAllByRole('navigation')
    await expect(navs.map((nav) => nav.textContent)).toEqual(['12345…20', '1…91011…20', '1…1617181920'])
  },
}
