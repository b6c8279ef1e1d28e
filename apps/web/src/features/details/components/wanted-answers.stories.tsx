import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { demoAnswer, demoWantedRequest } from '#testing/fixtures.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { WantedAnswers } from './wanted-answers.tsx'

const answers = [demoAnswer(8, 65000), demoAnswer(9, 79999.5)]

const meta = {
  title: 'Web/Details/Wanted answers',
  component: WantedAnswers,
  decorators: [withAppProviders],
  args: { listing: demoWantedRequest },
  parameters: {
    app: { routes: { [`GET /product/matches/${demoWantedRequest._id}`]: { body: { data: answers, total: 2 } } } },
  },
} satisfies Meta<typeof WantedAnswers>

export default meta
type Story = StoryObj<typeof meta>

/** The listings for sale answering a wanted request, cheapest first, with how many in all. */
export const WithAnswers: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const ar = globals.locale === 'ar'
    await expect(
      await canvas.findByRole('region', { name: ar ? 'إعلانات تلبّي هذا الطلب' : 'Listings that answer this request' }),
    ).toBeVisible()
    await expect(
      await canvas.findByText(ar ? 'إعلانان يلبّيان هذا الطلب' : '2 listings answer this request'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: ar ? 'دبي A 888' : 'Dubai A 888' })).toHaveAttribute(
      'href',
      `/details/car/${answers[0]!._id}`,
    )
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
  },
}

/** Nothing answers the request yet. */
export const NoAnswers: Story = {
  parameters: {
    app: { routes: { [`GET /product/matches/${demoWantedRequest._id}`]: { body: { data: [], total: 0 } } } },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        globals.locale === 'ar'
          ? 'لا يوجد بعد إعلان للبيع يلبّي هذا الطلب.'
          : 'No listing for sale answers this request yet.',
      ),
    ).toBeVisible()
  },
}
