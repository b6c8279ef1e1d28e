import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { demoCustomer } from '#testing/fixtures.ts'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { YourData } from './your-data.tsx'

const meta = {
  title: 'Web/Profile/Your data',
  component: YourData,
  decorators: [withAppProviders],
  parameters: {
    app: {
      user: demoCustomer,
      routes: {
        'POST /auth/customer/delete': {
          status: 400,
          body: {
            code: 'validationFailed',
            message: 'The current password is not correct',
            errors: [
              { code: 'currentPasswordWrong', msg: 'The current password is not correct', path: 'body.password' },
            ],
          },
        },
      },
    },
  },
} satisfies Meta<typeof YourData>

export default meta
type Story = StoryObj<typeof meta>

const words = (locale: unknown) =>
  locale === 'ar'
    ? {
        download: 'تنزيل بياناتك',
        delete: 'حذف الحساب',
        title: 'هل تريد حذف حسابك؟',
        password: 'كلمة المرور',
        confirm: 'حذف حسابي',
        wrong: 'كلمة المرور الحالية غير صحيحة',
      }
    : {
        download: 'Download your data',
        delete: 'Delete account',
        title: 'Delete your account?',
        password: 'Your password',
        confirm: 'Delete my account',
        wrong: 'The current password is not correct',
      }

/** A copy of everything Raqam holds (a plain link to the API) and deleting the account. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const w = words(globals.locale)
    await expect(canvas.getByRole('link', { name: w.download })).toHaveAttribute(
      'href',
      '/api/v1.0/auth/customer/export',
    )
    await expect(canvas.getByRole('button', { name: w.delete })).toBeVisible()
  },
}

/** The deletion asks for the password, says what happens, and a wrong password is said under the field. */
export const DeleteWithAWrongPassword: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, globals }) => {
    const w = words(globals.locale)
    await userEvent.click(canvas.getByRole('button', { name: w.delete }))
    const dialog = await screen.findByRole('dialog', { name: w.title })
    await settleAnimations()
    const password = within(dialog).getByLabelText(w.password)
    await userEvent.type(password, 'not-my-password')
    await userEvent.click(within(dialog).getByRole('button', { name: w.confirm }))
    await expect(await within(dialog).findByText(w.wrong)).toBeVisible()
    await waitFor(() => expect(password).toHaveFocus())
  },
}
