import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { storyLocale } from '#internal/story-texts.ts'
import { RadioList } from './radio-list.tsx'

type Reason = 'sold' | 'wrongDetails' | 'scam'

const texts = {
  en: {
    legend: 'What is wrong with this listing?',
    error: 'Choose what is wrong.',
    options: [
      { value: 'sold', label: 'It is already sold' },
      { value: 'wrongDetails', label: 'The price or the number is wrong' },
      { value: 'scam', label: 'Scam or impersonation', hint: 'The seller pretends to be someone else.' },
    ],
  },
  ar: {
    legend: 'ما المشكلة في هذا الإعلان؟',
    error: 'اختر المشكلة.',
    options: [
      { value: 'sold', label: 'بيع بالفعل' },
      { value: 'wrongDetails', label: 'السعر أو الرقم غير صحيح' },
      { value: 'scam', label: 'احتيال أو انتحال شخصية', hint: 'البائع يدّعي أنه شخص آخر.' },
    ],
  },
} satisfies Record<
  string,
  { legend: string; error: string; options: { value: Reason; label: string; hint?: string }[] }
>

const meta = {
  title: 'UI/RadioList',
  component: RadioList,
  args: { legend: texts.en.legend, name: 'reason', options: texts.en.options },
} satisfies Meta<typeof RadioList>

export default meta
type Story = StoryObj<typeof meta>

/** One choice per line, the chosen line marked; a hint under the words that need one; the error of none chosen. */
export const Choices: Story = {
  render: function Render(_, { globals }) {
    const t = texts[storyLocale(globals)]
    const [value, setValue] = useState<Reason | null>(null)
    return (
      <div style={{ display: 'grid', gap: '2rem', maxInlineSize: '28rem' }}>
        <RadioList legend={t.legend} name="chosen" options={t.options} value={value ?? 'scam'} onChange={setValue} />
        <RadioList legend={t.legend} name="missing" options={t.options} defaultValue={undefined} error={t.error} />
      </div>
    )
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = texts[storyLocale(globals)]
    const [chosen] = canvas.getAllByRole('group', { name: t.legend })
    await expect(canvas.getAllByRole('radio', { name: new RegExp(t.options[2]!.label) })[0]).toBeChecked()
    await userEvent.click(canvas.getAllByRole('radio', { name: t.options[0]!.label })[0]!)
    await expect(canvas.getAllByRole('radio', { name: t.options[0]!.label })[0]).toBeChecked()
    await expect(chosen).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.error)
  },
}
