import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { Button } from '#button/button.tsx'
import { Field, FieldRow, FieldStack, Input, Select } from '#field/field.tsx'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, type StoryLocale } from '#internal/story-texts.ts'
import { Dialog } from './dialog.tsx'

const texts = {
  en: {
    open: 'Add New Product',
    title: 'Add New Product',
    description: 'Your listing is reviewed before it is shared.',
    labels: { cancel: 'Cancel', save: 'Save', saving: 'Saving', close: 'Close' },
    category: 'Category',
    categories: { car: 'Car plate', motorcycle: 'Motorcycle plate', mobile: 'Mobile number' },
    titleEn: 'Title (English)',
    titleAr: 'Title (Arabic)',
    newPrice: 'Price (AED)',
    oldPrice: 'Old price (AED)',
  },
  ar: {
    open: 'إضافة منتج جديد',
    title: 'إضافة منتج جديد',
    description: 'تتم مراجعة إعلانك قبل نشره.',
    labels: { cancel: 'إلغاء', save: 'حفظ', saving: 'جارٍ الحفظ', close: 'إغلاق' },
    category: 'الفئة',
    categories: { car: 'لوحة سيارة', motorcycle: 'لوحة دراجة نارية', mobile: 'رقم هاتف' },
    titleEn: 'العنوان (بالإنجليزية)',
    titleAr: 'العنوان (بالعربية)',
    newPrice: 'السعر (درهم)',
    oldPrice: 'السعر السابق (درهم)',
  },
}

function ListingForm({ locale }: { locale: StoryLocale }) {
  const t = texts[locale]
  return (
    <FieldStack>
      <Field label={t.category}>
        <Select defaultValue="car">
          {(['car', 'motorcycle', 'mobile'] as const).map((value) => (
            <option key={value} value={value}>
              {t.categories[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.titleEn}>
        <Input defaultValue="Dubai AA 16" lang="en" dir="ltr" />
      </Field>
      <Field label={t.titleAr}>
        <Input defaultValue="دبي AA 16" lang="ar" dir="rtl" />
      </Field>
      <FieldRow>
        <Field label={t.newPrice}>
          <Input defaultValue="125000" inputMode="decimal" dir="ltr" />
        </Field>
        <Field label={t.oldPrice}>
          <Input inputMode="decimal" dir="ltr" />
        </Field>
      </FieldRow>
    </FieldStack>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: { screenshot: { fullPage: true } },
  args: {
    open: true,
    onOpenChange: fn(),
    onSave: fn(),
    title: texts.en.title,
    labels: texts.en.labels,
    children: null,
  },
  render: function Render(args, { globals }) {
    const locale = storyLocale(globals)
    const t = texts[locale]
    const [open, setOpen] = useState(args.open)
    return (
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next)
          setOpen(next)
        }}
        title={t.title}
        description={t.description}
        labels={t.labels}
        trigger={<Button variant="accent">{t.open}</Button>}
      >
        <ListingForm locale={locale} />
      </Dialog>
    )
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** The add-product dialog: overlay, title, fields, Cancel and Save; focus starts inside. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  },
}

/** While the save call runs: the button says "Saving", shows a spinner and ignores clicks. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, userEvent }) => {
    const save = await screen.findByRole('button', { name: /Saving|جارٍ الحفظ/ })
    await expect(save).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
    await repaintPage()
  },
}

/** Escape closes the dialog and focus returns to the button that opened it. */
export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent, canvas }) => {
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(canvas.getByRole('button', { name: /Add New Product|إضافة منتج جديد/ })).toHaveFocus()
    await repaintPage()
  },
}

/**
 * Every control drives the dialog: title, description, the button labels, `saving` and `size` (the
 * fields inside are the story's). Saving is refused while `saving` is on.
 */
export const Playground: Story = {
  args: {
    title: texts.en.title,
    description: texts.en.description,
    labels: texts.en.labels,
    saving: false,
    size: 'md',
  },
  parameters: { screenshot: { disable: true } },
  render: function Render(args) {
    return (
      <Dialog {...args}>
        <ListingForm locale="en" />
      </Dialog>
    )
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: String(args.title) })
    await expect(dialog).toHaveAccessibleDescription(String(args.description))
    await expect(dialog).toHaveAttribute('data-size', args.size)
    await userEvent.click(screen.getByRole('button', { name: args.labels.save }))
    await expect(args.onSave).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: args.labels.close }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}
