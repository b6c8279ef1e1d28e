import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { TransferCostsPage } from './transfer-costs-page.tsx'

const rtaPlateChange = 'https://www.rta.ae/wps/portal/rta/ae/home/rta-services/service-details?serviceId=3704426'

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        title: 'كم يكلّف نقل الملكية',
        answer: 'لوحة سيارة في دبي',
        figure: '350 درهم',
        checked: 'كما تذكره صفحة الجهة، قرأناها في 8 ديسمبر 2026',
        emirate: 'إمارة اللوحة',
        problem: 'اختر إحدى الإمارات السبع.',
      }
    : {
        title: 'What a transfer costs',
        answer: 'Car plate in Dubai',
        figure: 'AED 350',
        checked: "As stated on the authority's page, read on 8 December 2026",
        emirate: "The plate's emirate",
        problem: 'Choose one of the seven emirates.',
      }

/** The transfer costs page (`/transfer-costs`): the calculator above its answer, the answer drawn from the URL. */
const meta = {
  title: 'Web/Transfer costs/Page',
  component: TransferCostsPage,
  parameters: { layout: 'fullscreen', app: { route: '/transfer-costs' } },
  decorators: [withAppProviders],
} satisfies Meta<typeof TransferCostsPage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Nothing chosen yet: a Dubai car plate, whose RTA figures are verified: AED 350 on each side's car, each
 * linking the RTA page it was read on; the number's passing into the buyer's name is not verified.
 */
export const DubaiCarPlate: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(w.title)
    const answer = canvas.getByRole('region', { name: w.answer })
    await expect(within(answer).getAllByText(w.figure)).toHaveLength(3)
    const sources = within(answer).getAllByRole('link', { name: w.checked })
    await expect(sources).toHaveLength(2)
    for (const source of sources) await expect(source).toHaveAttribute('href', rtaPlateChange)
  },
}

/** A URL naming an emirate that is not one: the form says so in the page's language, and no answer is drawn. */
export const UnknownEmirate: Story = {
  parameters: { app: { route: '/transfer-costs?kind=car&emirate=mars' } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: w.emirate })).toHaveAccessibleDescription(w.problem)
    await expect(canvas.queryByRole('region', { name: w.answer })).toBeNull()
  },
}
