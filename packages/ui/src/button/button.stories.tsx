import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { Button, ButtonLink } from './button.tsx'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

/** Every variant and size, and the busy state ("Saving" with a spinner, still focusable). */
export const Variants: Story = {
  render: (args, { globals }) => {
    const ar = storyLocale(globals) === 'ar'
    const variants = ['primary', 'accent', 'secondary', 'ghost', 'danger'] as const
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant}>
              {ar
                ? {
                    primary: 'حفظ',
                    accent: 'أضف منتجاً',
                    secondary: 'إلغاء',
                    ghost: 'مسح الفلاتر',
                    danger: 'تسجيل الخروج',
                  }[variant]
                : {
                    primary: 'Save',
                    accent: 'Add New Product',
                    secondary: 'Cancel',
                    ghost: 'Clear filters',
                    danger: 'Sign Out',
                  }[variant]}
            </Button>
          ))}
        </div>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
          <Button {...args} size="sm">
            {ar ? 'مباع' : 'Sold'}
          </Button>
          <Button {...args} size="lg">
            {ar ? 'تسجيل الدخول' : 'Sign In'}
          </Button>
          <Button {...args} busy busyLabel={ar ? 'جارٍ الحفظ' : 'Saving'}>
            {ar ? 'حفظ' : 'Save'}
          </Button>
          <Button {...args} disabled>
            {ar ? 'غير متاح' : 'Unavailable'}
          </Button>
        </div>
      </div>
    )
  },
  play: async ({ canvas, userEvent, args }) => {
    const busy = canvas.getByRole('button', { name: /Saving|جارٍ الحفظ/ })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(busy)
    await expect(args.onClick).not.toHaveBeenCalled()
    await repaintPage()
  },
}

/** A link drawn as a button, beside the button it looks like: for an action with an address. */
export const AsLink: Story = {
  render: (args, { globals }) => {
    const ar = storyLocale(globals) === 'ar'
    return (
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <ButtonLink variant="secondary" link={<a href="#map" />}>
          {ar ? 'أظهر الخريطة' : 'Show map'}
        </ButtonLink>
        <Button {...args} variant="secondary">
          {ar ? 'أظهر الخريطة' : 'Show map'}
        </Button>
      </div>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Show map|أظهر الخريطة/ })).toHaveAttribute('href', '#map')
  },
}
