import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SigninForm } from './signin-form.tsx'
import { SignupFlow } from './signup-flow.tsx'
import { VerificationForm } from './verification-form.tsx'

const meta = {
  title: 'Web/Auth/Forms',
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = {
  render: () => <SigninForm />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'ar' ? 'تسجيل الدخول' : 'Sign In',
    )
  },
}

/** Step 1: avatar picker, username, phone after the fixed +971, e-mail and password. */
export const SignUp: Story = {
  render: () => <SignupFlow />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('+971', { selector: 'span[aria-hidden]' })).toBeVisible()
    await expect(canvas.getByText(globals.locale === 'ar' ? 'رفع صورة شخصية' : 'Upload avatar')).toBeVisible()
  },
}

/** Step 1 sent without accepting the Terms of Use: the box says so under itself, and nothing typed is lost. */
export const SignUpWithoutTheTerms: Story = {
  render: () => <SignupFlow />,
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    await userEvent.type(canvas.getByLabelText(ar ? 'اسم المستخدم' : 'Username'), 'Mariam')
    await userEvent.type(canvas.getByLabelText(ar ? 'الهاتف' : 'Phone'), '501234567')
    await userEvent.type(canvas.getByLabelText(ar ? 'البريد الإلكتروني' : 'E-mail'), 'mariam@example.com')
    await userEvent.type(canvas.getByLabelText(ar ? 'كلمة المرور' : 'Password'), 'correct-horse-battery')
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'إنشاء حساب' : 'Sign Up' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      ar ? 'يُرجى الموافقة على شروط الاستخدام لإنشاء حسابك.' : 'Please accept the Terms of Use to create your account.',
    )
    await expect(canvas.getByRole('checkbox')).toHaveFocus()
  },
}

/** Step 2: the two codes. */
export const Verification: Story = {
  render: () => (
    <VerificationForm
      pending={{ email: 'mariam@example.com', phone: '971501234567', expiresAt: '2025-03-02T09:25:00.000Z' }}
      onBack={() => {}}
    />
  ),
}

export const ForgotPassword: Story = {
  render: () => <ForgotPasswordForm />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', {
        name: globals.locale === 'ar' ? 'إرسال كلمة المرور إلى البريد' : 'Send password to email',
      }),
    ).toBeVisible()
  },
}
