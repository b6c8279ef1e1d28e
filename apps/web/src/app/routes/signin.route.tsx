import { useTranslation } from 'react-i18next'
import { SigninForm } from '#features/auth/components/signin-form.tsx'
import { usePageTitle } from '#lib/page-title.ts'

export default function SigninRoute() {
  const { t } = useTranslation('auth')
  usePageTitle(t('signin.title'))
  return <SigninForm />
}
