import type { HeadFunction } from '#lib/page-head.ts'
import { MyProfilePage } from '#features/profile/components/my-profile-page.tsx'
import { useSession } from '#lib/session/use-session.ts'

export const head: HeadFunction = ({ i18n }) => ({ title: i18n.t('profile.title', { ns: 'account' }), private: true })

/** /my-profile; the route guard has already made sure there is a signed-in user. */
export default function MyProfileRoute() {
  const { userData } = useSession()
  return userData ? <MyProfilePage user={userData} /> : null
}
