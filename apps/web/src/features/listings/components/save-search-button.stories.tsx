import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoCustomer } from '#testing/fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { parseFilters } from '../filters/list-filters.ts'
import { SaveSearchButton } from './save-search-button.tsx'

const meta = {
  title: 'Web/Listings/Save search',
  component: SaveSearchButton,
  args: { kind: 'shop', category: 'car', filters: parseFilters(new URLSearchParams('city=dubai&digit=3')) },
  decorators: [withAppProviders],
  parameters: { app: { user: demoCustomer }, screenshot: { fullPage: true } },
} satisfies Meta<typeof SaveSearchButton>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog, named after the category; a blank name is refused beside the field. */
export const Dialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar'
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: ar ? 'احفظ هذا البحث' : 'Save this search' }),
    )
    const dialog = await screen.findByRole('dialog')
    await settleAnimations()
    const name = within(dialog).getByLabelText(ar ? 'الاسم' : 'Name')
    await expect(name).toHaveValue(ar ? 'لوحات السيارات' : 'License Plates')
    await userEvent.clear(name)
    await userEvent.click(within(dialog).getByRole('button', { name: ar ? 'حفظ' : 'Save' }))
    await expect(within(dialog).getByText(ar ? 'أعطِ البحث اسمًا.' : 'Give the search a name.')).toBeVisible()
    await waitFor(() => expect(name).toHaveFocus())
  },
}

/** A visitor's: a link to sign in that returns to this list; a tap says why on the way. */
export const Visitor: Story = {
  parameters: { app: { user: null, route: '/shop?city=dubai&digit=3' } },
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar'
    const link = within(canvasElement).getByRole('link', { name: ar ? 'احفظ هذا البحث' : 'Save this search' })
    await expect(link).toHaveAttribute('href', `/signin?next=${encodeURIComponent('/shop?city=dubai&digit=3')}`)
  },
}
