import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { TransferCostsAnswer } from './transfer-costs-answer.tsx'

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        motorcycle: 'لوحة دراجة نارية في الشارقة',
        number: 'رقم هاتف لدى إي آند',
        unverified: 'غير مؤكَّد',
        none: 'لا رسم مؤكَّد',
        sharjah: 'تحقّق من الرسوم لدى إدارة المرور في شرطة الشارقة',
        eand: 'تحقّق من الرسوم لدى إي آند',
      }
    : {
        motorcycle: 'Motorcycle plate in Sharjah',
        number: 'A mobile number with e&',
        unverified: 'Not verified',
        none: 'No fee verified',
        sharjah: "Check the fees with Sharjah Police's traffic department",
        eand: 'Check the fees with e&',
      }

/** The calculator's answer for one choice: the fees, who pays each, what is known, and the authority's page. */
const meta = {
  title: 'Web/Transfer costs/Answer',
  component: TransferCostsAnswer,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
    withAppProviders,
  ],
  args: { choice: { kind: 'motorcycle', emirate: 'sharjah' } },
} satisfies Meta<typeof TransferCostsAnswer>

export default meta
type Story = StoryObj<typeof meta>

/** No figure verified for a Sharjah motorcycle plate: every fee says so, and the authority's page is linked. */
export const NothingVerified: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const answer = within(canvasElement).getByRole('region', { name: w.motorcycle })
    await expect(within(answer).getAllByText(w.unverified)).toHaveLength(3)
    await expect(within(answer).getAllByText(w.none)).toHaveLength(2)
    await expect(within(answer).getByRole('link', { name: w.sharjah })).toHaveAttribute('href', 'https://moi.gov.ae/')
  },
}

/** A mobile number moves with its operator; who pays is for the two to agree. */
export const MobileNumber: Story = {
  args: { choice: { kind: 'mobile', operator: 'eand' } },
  play: async ({ canvasElement, globals }) => {
    const w = words(globals.locale)
    const answer = within(canvasElement).getByRole('region', { name: w.number })
    await expect(within(answer).getByRole('link', { name: w.eand })).toHaveAttribute('href', 'https://www.etisalat.ae/')
  },
}
