import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { ConsoleLayout } from '#features/moderation/components/console-layout.tsx'
import { ForbiddenPage } from '#features/moderation/components/forbidden-page.tsx'
import { consoleAccessOf, mayOpen } from '#lib/session/console-access.ts'
import { useSession } from '#lib/session/use-session.ts'
import { paths } from '#lib/paths.ts'

/**
 * /moderation…: the console's frame for moderators and admins. Its loader already answered a visitor with
 * a redirect and a customer without the page's role with 403 (this shows them why); this follows changes
 * while a page is open (a sign-out).
 */
export default function ModerationConsoleRoute() {
  const { signedIn, userData } = useSession()
  const { pathname, search } = useLocation()
  if (!signedIn || !userData) return <Navigate to={paths.signin.href(`${pathname}${search}`)} replace />
  const access = consoleAccessOf(pathname) ?? 'moderator'
  if (!mayOpen(userData.role, access)) return <ForbiddenPage access={access} />
  return (
    <ConsoleLayout role={userData.role}>
      <Outlet />
    </ConsoleLayout>
  )
}
