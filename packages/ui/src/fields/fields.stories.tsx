import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { SearchField, SegmentedField, SelectField, TextField } from './fields.tsx'

const meta = {
  title: 'UI/Fields',
  component: TextField,
  args: { label: 'Title', value: '', onChange: () => {} },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

/** Text, textarea, select (with a hint, and disabled), search and the segmented radio group. */
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
        <TextField label={ar ? 'العنوان' : 'Title'} value={title} onChange={setTitle} />
        <TextField
          label={ar ? 'الهاتف' : 'Phone'}
          value=""
          onChange={() => {}}
          type="tel"
          dir="ltr"
          placeholder="5xxxxxxxx"
          hint={ar ? 'يُرسل مع البادئة +971' : 'Sent with the +971 prefix'}
        />
        <TextField label={ar ? 'الوصف' : 'Description'} value={description} onChange={setDescription} rows={3} />
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
