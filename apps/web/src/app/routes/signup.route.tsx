import type { HeadFunction } from '#lib/page-head.ts'
import { SignupFlow } from '#features/auth/components/signup-flow.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('signup.title', { ns: 'auth' }),
  description: i18n.t('signup.lead', { ns: 'auth' }),
  private: true,
})

export default function SignupRoute() {
  return <SignupFlow />
}
