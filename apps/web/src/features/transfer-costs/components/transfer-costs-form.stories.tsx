import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { TransferCostsForm } from './transfer-costs-form.tsx'

const words = (locale: unknown) =>
  locale === 'ar'
    ? { form: 'حاسبة تكاليف نقل الملكية', operator: 'مشغّل الرقم', problem: 'اختر أحد المشغّلَين.', du: 'دو' }
    : {
        form: 'Transfer costs calculator',
        operator: "The number's operator",
        problem: 'Choose one of the two operators.',
        du: 'du',
      }

/**
 * The calculator's question: the kind, then a plate's emirate or a number's operator. A GET form to the page;
 * with the page's script each choice applies as it is made (and the submit button is gone).
 */
const meta = {
  title: 'Web/Transfer costs/Form',
  component: TransferCostsForm,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
    withAppProviders,
  ],
  args: {
    values: { kind: 'mobile', emirate: 'dubai', operator: 'etisalat' },
    problems: ['operator-unknown'],
    onChange: fn(),
  },
} satisfies Meta<typeof TransferCostsForm>

export default meta
type Story = StoryObj<typeof meta>

/** A number's operator the URL named wrongly: said under its select, which offers the two operators. */
export const UnknownOperator: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const w = words(globals.locale)
    const form = within(canvasElement).getByRole('search', { name: w.form })
    await expect(form).toHaveAttribute('action', '/transfer-costs')
    const operator = within(form).getByRole('combobox', { name: w.operator })
    await expect(operator).toHaveAccessibleDescription(w.problem)
    await userEvent.selectOptions(operator, w.du)
    await expect(args.onChange).toHaveBeenCalledWith('operator', 'du')
  },
}
