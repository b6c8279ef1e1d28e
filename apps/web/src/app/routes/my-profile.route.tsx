import { useTranslation } from 'react-i18next'
import { MyProfilePage } from '#features/profile/components/my-profile-page.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { useSession } from '#lib/session/use-session.ts'

/** /my-profile; the route guard has already made sure there is a signed-in user. */
export default function MyProfileRoute() {
  const { t } = useTranslation('account')
  const { userData } = useSession()
  usePageTitle(t('profile.title'))
  return userData ? <MyProfilePage user={userData} /> : null
}
