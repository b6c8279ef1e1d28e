import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom'
import { paths, RETURN_PARAM, returnPath } from '#lib/paths.ts'
import { useSession } from './use-session.ts'

/**
 * Routes for signed-in customers only (/my-profile, /favorites…): user data and a stored customer
 * token, else /signin, which returns here once signed in.
 */
export function RequireSignedIn() {
  const { signedIn } = useSession()
  const { pathname, search } = useLocation()
  if (!signedIn) return <Navigate to={paths.signin.href(`${pathname}${search}`)} replace />
  return <Outlet />
}

/** /signin, /signup and /change-password: a signed-in customer goes where sign-in was to return them, or home. */
export function RequireSignedOut() {
  const { signedIn } = useSession()
  const [params] = useSearchParams()
  if (signedIn) return <Navigate to={returnPath(params.get(RETURN_PARAM))} replace />
  return <Outlet />
}
