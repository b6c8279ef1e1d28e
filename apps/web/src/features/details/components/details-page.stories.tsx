import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { demoAnswer, demoCarListing, demoCustomer, demoHiddenListing, demoWantedRequest } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { DetailsPage } from './details-page.tsx'

const emptyList = { data: [], paginationResult: { total: 0, currentPage: 1, numberOfPage: 0, limit: 12 } }

/** The routes of a detail page: the listing, no similar listings, and the other side of its matches. */
const detailRoutes = (listing: typeof demoCarListing, matches: (typeof demoCarListing)[]) => ({
  [`GET /product/${listing._id}`]: { body: { data: listing, priceHistory: [] } },
  [`GET /product/matches/${listing._id}`]: { body: { data: matches, total: matches.length } },
  'GET /product/for-customers': { body: emptyList },
})

/**
 * Which of a listing's matches its page shows, to whom (docs/adr/0022-wanted-requests-matched.md). The parts have their own stories
 * with screenshots (requested-notice, wanted-answers, listing-buyers): the page is taller than the
 * screen, whose lower part Chromium leaves unpainted in a shot.
 */
const meta = {
  title: 'Web/Details/Details page',
  component: DetailsPage,
  decorators: [withAppProviders],
  args: { category: 'car', id: demoWantedRequest._id },
  parameters: {
    screenshot: { disable: true },
    app: { routes: detailRoutes(demoWantedRequest, [demoAnswer(8, 65000)]) },
  },
} satisfies Meta<typeof DetailsPage>

export default meta
type Story = StoryObj<typeof meta>

/** A wanted request, to anybody: its budget where a price would be, and the listings answering it. */
export const WantedRequest: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(await canvas.findByText(ar ? /الميزانية: حتى/ : 'Budget: up to AED 80,000')).toBeVisible()
    const answers = await canvas.findByRole('region', {
      name: ar ? 'إعلانات تلبّي هذا الطلب' : 'Listings that answer this request',
    })
    await expect(await within(answers).findByRole('article')).toBeInTheDocument()
  },
}

/** Its owner on a listing for sale: the buyers looking for it, in the section My Products links to. */
export const OwnerSeesBuyers: Story = {
  args: { id: demoCarListing._id },
  parameters: { app: { user: demoCustomer, routes: detailRoutes(demoCarListing, [demoWantedRequest]) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: globals.locale === 'ar' ? 'مشترٍ واحد يبحث عن رقم كهذا' : '1 buyer is looking for a number like this',
    })
    await expect(heading.closest('section')).toHaveAttribute('id', 'buyers')
  },
}

/**
 * A visitor on the same listing: the buyers are the owner's to see, so nothing of them shows; under the
 * contact buttons, the transfer costs of this plate's kind and emirate.
 */
export const VisitorSeesNoBuyers: Story = {
  args: { id: demoCarListing._id },
  parameters: { app: { routes: detailRoutes(demoCarListing, [demoWantedRequest]) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1 })
    await expect(canvasElement.querySelector('#buyers')).toBeNull()
    const costs = canvas.getByRole('link', {
      name: globals.locale === 'ar' ? 'كم يكلّف نقل الملكية، ومن يدفع' : 'What the transfer costs, and who pays',
    })
    await expect(costs).toHaveAttribute('href', '/transfer-costs?kind=car&emirate=dubai&operator=du')
  },
}

/** A verified listing, to a visitor: the badge under the heading, and the link to report the listing. */
export const VerifiedForVisitor: Story = {
  args: { id: demoCarListing._id },
  parameters: { app: { routes: detailRoutes({ ...demoCarListing, verified: true }, []) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await canvas.findByRole('heading', { level: 1 })
    const badge = canvas.getByText(ar ? 'مالك موثَّق' : 'Verified owner')
    await expect(badge).toHaveAttribute(
      'title',
      ar
        ? 'تحقق أحد المشرفين من إثبات البائع أن هذا الرقم ملكه.'
        : "A moderator checked the seller's proof that this number is theirs.",
    )
    await expect(
      canvas.getByRole('link', { name: ar ? 'الإبلاغ عن هذا الإعلان' : 'Report this listing' }),
    ).toHaveAttribute('href', expect.stringMatching(/\?report=1$/))
  },
}

/** A listing the moderators hid, to anybody but its owner: the removed page (the server answers 410). */
export const HiddenForVisitor: Story = {
  args: { id: demoCarListing._id },
  parameters: {
    app: {
      routes: {
        [`GET /product/${demoCarListing._id}`]: {
          status: 410,
          body: { code: 'listingHidden', message: 'This listing was removed by our moderators' },
        },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent(
      globals.locale === 'ar' ? 'أزال فريق الإشراف هذا الإعلان' : 'This listing was removed by our moderators',
    )
  },
}

/** Its owner: the listing with the moderators' notice above it, no share button and no report link. */
export const HiddenForOwner: Story = {
  args: { id: demoCarListing._id },
  parameters: { app: { user: demoCustomer, routes: detailRoutes(demoHiddenListing, []) } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      await canvas.findByRole('region', {
        name: ar ? 'أخفى فريق الإشراف هذا الإعلان' : 'Our moderators hid this listing',
      }),
    ).toBeVisible()
    await expect(canvas.getByText(ar ? 'أخفاه المشرفون' : 'Hidden by moderators')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: ar ? 'مشاركة' : 'Share' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: ar ? 'الإبلاغ عن هذا الإعلان' : 'Report this listing' })).toBeNull()
  },
}
