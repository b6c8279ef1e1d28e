import { Navigate, Outlet } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { useSession } from './use-session.ts'

/**
 * Routes for signed-in customers only (/my-profile, /favorites…): user data and a stored customer
 * token, else /signin.
 */
export function RequireSignedIn() {
  const { signedIn } = useSession()
  if (!signedIn) return <Navigate to={paths.signin.href()} replace />
  return <Outlet />
}

/** /signin, /signup and /change-password: a signed-in customer with a token goes home. */
export function RequireSignedOut() {
  const { signedIn } = useSession()
  if (signedIn) return <Navigate to={paths.home.href()} replace />
  return <Outlet />
}
