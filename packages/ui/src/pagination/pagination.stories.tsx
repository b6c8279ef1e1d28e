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
  args: { page: 1, pageCount: 5, labels: labels.en, pageLink: (page) => <a href={`?page=${page}`} /> },
  render: function Render(args, { globals }) {
    const [page, setPage] = useState(args.page)
    return (
      <Pagination
        {...args}
        page={page}
        labels={labels[storyLocale(globals)]}
        // The app's link navigates in place; here the story turns the page itself.
        pageLink={(target) => (
          <a
            href={`?page=${target}`}
            onClick={(event) => {
              event.preventDefault()
              navigated(target)
              setPage(target)
            }}
          />
        )}
      />
    )
  },
} satisfies Meta<typeof Pagination>

/** Which page a story's link was followed to. */
const navigated = fn()

export default meta
type Story = StoryObj<typeof meta>

/**
 * Up to 6 pages, every page is shown, each a link to its page. The arrows step back and forward (mirrored
 * in rtl); on the first or last page the arrow that would leave the list is a disabled link.
 */
export const FewPages: Story = {
  args: { page: 2, pageCount: 6 },
  play: async ({ canvas, userEvent }) => {
    navigated.mockClear()
    const page = (number: number) => canvas.getByRole('link', { name: new RegExp(`^(Page|الصفحة) ${number}$`) })
    await userEvent.click(page(1))
    const previous = canvas.getByRole('link', { name: /Previous page|الصفحة السابقة/ })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(previous).not.toHaveAttribute('href')
    const next = canvas.getByRole('link', { name: /Next page|الصفحة التالية/ })
    await expect(next).toHaveAttribute('href', '?page=2')
    await userEvent.click(next)
    await userEvent.click(next)
    await expect(navigated.mock.calls).toEqual([[1], [2], [3]])
    await expect(page(3)).toHaveAttribute('aria-current', 'page')
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
