import type { ApiClient } from '@raqam/api/client'
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { isUnknownSeller } from '@raqam/api/customer.queries'
import { consolePageQueries } from '#features/moderation/moderation.queries.ts'
import type { Namespace } from '#i18n/namespaces.ts'
import { consoleAccessOf, mayOpen } from '#lib/session/console-access.ts'
import { isSignedIn, loadCurrentCustomer } from '#lib/session/current-customer.ts'
import { toSignIn } from './signin-redirect.ts'
import { loadQueries, type RouteContext } from './route-context.ts'

/** A route's lazy screen, as the route table builds it (router.tsx). */
type Screen = (file: `./routes/${string}.route.tsx`, namespaces?: Namespace[]) => Pick<RouteObject, 'lazy'>

/** What the console says to whoever opens one of its pages. */
type Verdict = 'signIn' | 'forbidden' | 'allowed'

/**
 * A visitor signs in first; a signed-in customer without the page's role (the route table's `moderator`
 * or `admin`) is refused. Only what a person is shown: the server checks the role on every operation.
 */
async function verdictOf(context: RouteContext, request: Request): Promise<Verdict> {
  const customer = await loadCurrentCustomer(context)
  if (!isSignedIn(customer, context.sessionToken())) return 'signIn'
  const access = consoleAccessOf(new URL(request.url).pathname) ?? 'moderator'
  return mayOpen(customer?.role, access) ? 'allowed' : 'forbidden'
}

/** The page's queries, once the viewer may see them (nobody else's render asks the API for them). */
function consolePage(
  context: RouteContext,
  queries: (api: ApiClient, args: LoaderFunctionArgs) => readonly { queryKey: readonly unknown[] }[],
) {
  return async (args: LoaderFunctionArgs) => {
    if ((await verdictOf(context, args.request)) !== 'allowed') return null
    await loadQueries(context, queries(context.api, args))
    return null
  }
}

const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams

/**
 * The moderation console under /moderation: its layout answers 302 to sign in for a visitor and 403 for
 * a customer without the page's role (the layout shows why); each page loads its data once allowed.
 */
export function consoleRoutes(context: RouteContext, screen: Screen): RouteObject[] {
  const { api } = context
  return [
    {
      path: 'moderation',
      ...screen('./routes/moderation-console.route.tsx', ['moderation']),
      loader: async ({ request }) => {
        const verdict = await verdictOf(context, request)
        if (verdict === 'signIn') throw toSignIn(request)
        return verdict === 'forbidden' ? data(null, { status: 403 }) : null
      },
      children: [
        {
          index: true,
          ...screen('./routes/moderation-reports.route.tsx', ['moderation']),
          loader: consolePage(context, (_, args) => consolePageQueries.reports(api, searchOf(args))),
        },
        {
          path: 'sellers/:id',
          ...screen('./routes/moderation-seller.route.tsx', ['moderation']),
          loader: async (args) => {
            const queries = consolePageQueries.seller(api, args.params.id ?? '')
            await consolePage(context, () => queries)(args)
            // The screen says no seller has the id; the status says it to whatever fetched the page.
            const state = context.queryClient.getQueryState(queries[0]!.queryKey)
            return state?.error && isUnknownSeller(state.error) ? data(null, { status: 404 }) : null
          },
        },
        {
          path: 'verifications',
          ...screen('./routes/moderation-verifications.route.tsx', ['moderation']),
          loader: consolePage(context, (_, args) => consolePageQueries.verifications(api, searchOf(args))),
        },
        {
          path: 'staff',
          ...screen('./routes/moderation-staff.route.tsx', ['moderation']),
          loader: consolePage(context, () => consolePageQueries.staff(api)),
        },
        {
          path: 'audit-log',
          ...screen('./routes/moderation-audit-log.route.tsx', ['moderation']),
          loader: consolePage(context, (_, args) => consolePageQueries.auditLog(api, searchOf(args))),
        },
      ],
    },
  ]
}
