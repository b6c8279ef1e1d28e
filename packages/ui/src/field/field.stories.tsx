import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { Checkbox, Field, FieldRow, FieldSet, FieldStack, Input, Select, TextArea } from './field.tsx'

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'E-mail', hint: 'We send your codes here.', error: '', size: 'md', hideLabel: false, children: null },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Field {...args}>
        <Input type="email" dir="ltr" defaultValue="mariam@example" />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

const texts = {
  en: {
    username: 'Username',
    phone: 'Phone',
    phoneHint: 'The number buyers call you on.',
    email: 'E-mail',
    emailError: 'An e-mail address has an @.',
    city: 'City',
    chooseCity: 'Choose a city',
    cities: ['Dubai', 'Abu Dhabi', 'Sharjah'],
    oldPrice: 'Old price (AED)',
    newPrice: 'Price (AED)',
    description: 'Description',
    avatar: 'Avatar',
    publish: 'Publish this price on the sold prices record',
    publishHint: 'Otherwise only you see it.',
    shared: 'Shared',
  },
  ar: {
    username: 'اسم المستخدم',
    phone: 'الهاتف',
    phoneHint: 'الرقم الذي يتصل بك عليه المشترون.',
    email: 'البريد الإلكتروني',
    emailError: 'يحتوي عنوان البريد الإلكتروني على @.',
    city: 'المدينة',
    chooseCity: 'اختر مدينة',
    cities: ['دبي', 'أبوظبي', 'الشارقة'],
    oldPrice: 'السعر السابق (درهم)',
    newPrice: 'السعر (درهم)',
    description: 'الوصف',
    avatar: 'الصورة الشخصية',
    publish: 'انشر هذا السعر في سجل أسعار البيع',
    publishHint: 'وإلا فلن يراه أحد غيرك.',
    shared: 'منشور',
  },
}

/**
 * A whole form as the storefront draws one: a prefixed phone with a hint, an e-mail with its error,
 * a select, two prices side by side, a growing text area and a named group.
 */
export const Form: Story = {
  render: function Render(_, { globals }) {
    const t = texts[storyLocale(globals)]
    return (
      <FieldStack style={{ maxInlineSize: '36rem' }}>
        <FieldSet legend={t.avatar}>
          <span>—</span>
        </FieldSet>
        <FieldRow>
          <Field label={t.username}>
            <Input defaultValue="Mariam" autoComplete="username" />
          </Field>
          <Field label={t.phone} hint={t.phoneHint}>
            <Input prefix="+971" type="tel" inputMode="numeric" placeholder="5xxxxxxxx" defaultValue="501234567" />
          </Field>
        </FieldRow>
        <Field label={t.email} error={t.emailError}>
          <Input type="email" dir="ltr" defaultValue="mariam.example.com" />
        </Field>
        <Field label={t.city}>
          <Select defaultValue="">
            <option value="">{t.chooseCity}</option>
            {t.cities.map((city) => (
              <option key={city}>{city}</option>
            ))}
          </Select>
        </Field>
        <FieldRow>
          <Field label={t.oldPrice}>
            <Input inputMode="decimal" dir="ltr" defaultValue="150000" />
          </Field>
          <Field label={t.newPrice}>
            <Input inputMode="decimal" dir="ltr" defaultValue="125000" />
          </Field>
        </FieldRow>
        <Field label={t.description}>
          <TextArea rows={3} />
        </Field>
      </FieldStack>
    )
  },
  play: async ({ canvas, globals }) => {
    const t = texts[storyLocale(globals)]
    const email = canvas.getByRole('textbox', { name: t.email })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(t.emailError)
    // The fixed +971 is read with the phone, then the hint.
    await expect(canvas.getByRole('textbox', { name: t.phone })).toHaveAccessibleDescription(`+971 ${t.phoneHint}`)
    await expect(canvas.getByRole('combobox', { name: t.city })).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByRole('group', { name: t.avatar })).toBeVisible()
    await repaintPage()
  },
}

/** Checkboxes: one with a hint read with it, one without, one disabled. */
export const Checkboxes: Story = {
  render: function Render(_, { globals }) {
    const t = texts[storyLocale(globals)]
    return (
      <FieldStack style={{ maxInlineSize: '36rem' }}>
        <Checkbox label={t.publish} hint={t.publishHint} defaultChecked />
        <Checkbox label={t.shared} />
        <Checkbox label={t.shared} disabled />
      </FieldStack>
    )
  },
  play: async ({ canvas, globals }) => {
    const t = texts[storyLocale(globals)]
    const publish = canvas.getByRole('checkbox', { name: t.publish })
    await expect(publish).toBeChecked()
    await expect(publish).toHaveAccessibleDescription(t.publishHint)
    await expect(canvas.getAllByRole('checkbox', { name: t.shared })[0]).not.toHaveAttribute('aria-describedby')
    await expect(canvas.getAllByRole('checkbox', { name: t.shared })[1]).toBeDisabled()
    await repaintPage()
  },
}

/** Driven by its args: the label, hint, error, size and a hidden label all change what is drawn and read. */
export const Playground: Story = {
  args: { error: 'An e-mail address has an @.' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: String(args.label) })
    await expect(input).toHaveAccessibleDescription([args.hint, args.error].filter(Boolean).join(' '))
    if (args.error) await expect(input).toHaveAttribute('aria-invalid', 'true')
    else await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input.closest('[data-slot="field"]')).toHaveAttribute('data-size', args.size)
  },
}
