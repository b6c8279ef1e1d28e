import { redirect } from 'react-router-dom'
import { paths, RETURN_PARAM, returnPath } from '#lib/paths.ts'

/** A visitor on a page for signed-in customers goes to sign in, and comes back to it after. */
export function toSignIn(request: Request): Response {
  const { pathname, search } = new URL(request.url)
  return redirect(paths.signin.href(`${pathname}${search}`))
}

/** A signed-in customer on a sign-in form goes where the form was to return them: its page, or home. */
export function awayFromSignIn(request: Request): Response {
  return redirect(returnPath(new URL(request.url).searchParams.get(RETURN_PARAM)))
}
