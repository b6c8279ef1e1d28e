import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { Field, Input, TextArea } from './field.tsx'
import { SearchField, SegmentedField, SelectField } from './filter-fields.tsx'

const meta = {
  title: 'UI/Field/Filter fields',
  component: SearchField,
  args: { label: 'Search', value: '', onChange: () => {} },
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

/** The filter bar's fields (size `sm`): text, textarea, select (with a hint, and disabled), search, the segmented radio group. */
export const All: Story = {
  render: function Render(_, { globals }) {
    const ar = storyLocale(globals) === 'ar'
    const [title, setTitle] = useState(ar ? 'لوحة مميزة' : 'A distinguished plate')
    const [description, setDescription] = useState('')
    const [gender, setGender] = useState<'male' | 'female' | null>(null)
    const [search, setSearch] = useState('')
    const [size, setSize] = useState<'big' | 'mini'>('big')
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '1.25rem',
          maxInlineSize: '48rem',
        }}
      >
        <Field label={ar ? 'العنوان' : 'Title'} size="sm">
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field
          label={ar ? 'الهاتف' : 'Phone'}
          size="sm"
          hint={ar ? 'يُرسل مع البادئة +971' : 'Sent with the +971 prefix'}
        >
          <Input type="tel" dir="ltr" placeholder="5xxxxxxxx" />
        </Field>
        <Field label={ar ? 'الوصف' : 'Description'} size="sm">
          <TextArea value={description} onChange={(event) => setDescription(event.target.value)} rows={3} />
        </Field>
        <SelectField
          label={ar ? 'الجنس' : 'Gender'}
          anyLabel={ar ? 'اختر' : 'Choose'}
          options={[
            { value: 'male', label: ar ? 'ذكر' : 'Male' },
            { value: 'female', label: ar ? 'أنثى' : 'Female' },
          ]}
          value={gender}
          onChange={setGender}
        />
        <SearchField
          label={ar ? 'بحث' : 'Search'}
          value={search}
          onChange={setSearch}
          placeholder={ar ? 'ابحث عن رقم' : 'Search a number'}
        />
        <SelectField
          label={ar ? 'الرمز' : 'Code'}
          anyLabel={ar ? 'أي رمز' : 'Any code'}
          options={[]}
          value={null}
          onChange={() => {}}
          disabled
          hint={ar ? 'اختر المدينة أولاً' : 'Choose a city first'}
        />
        <SegmentedField
          label={ar ? 'حجم اللوحة' : 'Plate size'}
          options={[
            { value: 'big', label: ar ? 'كبيرة' : 'Big' },
            { value: 'mini', label: ar ? 'صغيرة' : 'Mini' },
          ]}
          value={size}
          onChange={setSize}
        />
      </div>
    )
  },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup')
    const [big, mini] = canvas.getAllByRole('radio')
    await expect(group).toBeVisible()
    await userEvent.click(mini!)
    await expect(mini).toBeChecked()
    await expect(big).not.toBeChecked()
    await expect(canvas.getByRole('combobox', { name: /Code|الرمز/ })).toBeDisabled()
    await repaintPage()
  },
}
