import { useTranslation } from 'react-i18next'
import { ForgotPasswordForm } from '#features/auth/components/forgot-password-form.tsx'
import { usePageTitle } from '#lib/page-title.ts'

export default function ChangePasswordRoute() {
  const { t } = useTranslation('auth')
  usePageTitle(t('forgot.title'))
  return <ForgotPasswordForm />
}
