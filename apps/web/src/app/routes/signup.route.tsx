import { useTranslation } from 'react-i18next'
import { SignupFlow } from '#features/auth/components/signup-flow.tsx'
import { usePageTitle } from '#lib/page-title.ts'

export default function SignupRoute() {
  const { t } = useTranslation('auth')
  usePageTitle(t('signup.title'))
  return <SignupFlow />
}
