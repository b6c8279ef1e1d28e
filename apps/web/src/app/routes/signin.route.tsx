import type { HeadFunction } from '#lib/page-head.ts'
import { SigninForm } from '#features/auth/components/signin-form.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('signin.title', { ns: 'auth' }),
  description: i18n.t('signin.lead', { ns: 'auth' }),
  private: true,
})

export default function SigninRoute() {
  return <SigninForm />
}
