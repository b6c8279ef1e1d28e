import type { HeadFunction } from '#lib/page-head.ts'
import { ForgotPasswordForm } from '#features/auth/components/forgot-password-form.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('forgot.title', { ns: 'auth' }),
  description: i18n.t('forgot.lead', { ns: 'auth' }),
  private: true,
})

export default function ChangePasswordRoute() {
  return <ForgotPasswordForm />
}
