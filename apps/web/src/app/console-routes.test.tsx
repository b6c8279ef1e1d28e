import { createQueryClient } from '@raqam/api/query-client'
import type { Customer } from '@raqam/api/schema'
import { matchRoute } from '@raqam/routes/paths'
import { createStaticHandler, matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createFakeApi, type FakeRoutes } from '#testing/fake-api.ts'
import { demoCustomer } from '#testing/fixtures.ts'
import { demoAdmin, demoModerator, moderationRoutes } from '#testing/moderation-fixtures.ts'
import { staticI18n } from '#testing/with-app-providers.tsx'
import { browserRouteContext } from '#testing/route-context.ts'
import type { RouteContext } from './route-context.ts'
import { createRoutes } from './router.tsx'

const TOKEN = 'console-token-0123456789abcdefghijklmnopqrstuv'

/** What the server's render answers for `path`, for a visitor or the given customer (ADR 0012). */
async function open(path: string, viewer: Customer | null, routes: FakeRoutes = moderationRoutes) {
  const fake = createFakeApi({
    ...routes,
    ...(viewer && { 'GET /auth/customer/profile': { body: { data: viewer } } }),
  })
  const context: RouteContext = {
    i18n: staticI18n('en'),
    queryClient: createQueryClient({ defaultOptions: { queries: { retry: false } } }),
    api: fake.api,
    waitForData: true,
    sessionToken: () => (viewer ? TOKEN : undefined),
    dropSessionToken: () => {},
  }
  const result = await createStaticHandler(createRoutes(context)).query(new Request(`http://raqam.test${path}`))
  const asked = fake.calls
    .filter((call) => call.path !== '/auth/customer/profile')
    .map((call) => call.url.pathname + call.url.search)
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location'), asked }
  return { status: result.statusCode, location: null, asked }
}

describe('the moderation console answers each viewer as the route table says', () => {
  it('sends a visitor to sign in, from every console page, to come back to it', async () => {
    for (const path of ['/moderation', '/moderation/verifications', '/moderation/staff', '/moderation/audit-log']) {
      const back = `/signin?next=${encodeURIComponent(path)}`
      expect(await open(path, null), path).toEqual({ status: 302, location: back, asked: [] })
    }
    expect((await open('/moderation?page=2', null)).location).toBe(
      `/signin?next=${encodeURIComponent('/moderation?page=2')}`,
    )
  })

  it('refuses a customer (403) without asking the API for anything of the console', async () => {
    for (const path of ['/moderation', `/moderation/sellers/${demoCustomer._id}`, '/moderation/staff']) {
      expect(await open(path, demoCustomer), path).toEqual({ status: 403, location: null, asked: [] })
    }
  })

  it("opens the moderators' pages to a moderator, each with the page of data its URL names", async () => {
    expect(await open('/moderation?page=2', demoModerator)).toEqual({
      status: 200,
      location: null,
      asked: ['/api/v1.0/moderation/reports?page=2'],
    })
    expect((await open('/moderation/verifications', demoModerator)).asked).toEqual([
      '/api/v1.0/moderation/verifications?page=1',
    ])
    expect((await open(`/moderation/sellers/${demoCustomer._id}`, demoModerator)).status).toBe(200)
  })

  it("refuses a moderator the administrators' pages, and opens them to an administrator", async () => {
    expect(await open('/moderation/staff', demoModerator)).toEqual({ status: 403, location: null, asked: [] })
    expect(await open('/moderation/audit-log', demoModerator)).toEqual({ status: 403, location: null, asked: [] })
    expect(await open('/moderation/staff', demoAdmin)).toEqual({
      status: 200,
      location: null,
      asked: ['/api/v1.0/admin/staff'],
    })
    expect((await open('/moderation/audit-log?page=3', demoAdmin)).asked).toEqual(['/api/v1.0/admin/audit-log?page=3'])
  })

  it('answers 404 for a seller nobody is', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const missing = { [`GET /moderation/sellers/${id}`]: { status: 404, body: { message: 'No account' } } }
    expect((await open(`/moderation/sellers/${id}`, demoModerator, missing)).status).toBe(404)
  })
})

describe('the router opens exactly the console pages the route table knows', () => {
  const routes = createRoutes(browserRouteContext(createQueryClient(), createFakeApi().api))
  const opensAPage = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*'

  it.each([
    '/moderation',
    '/moderation/',
    '/moderation/sellers/abc',
    '/moderation/verifications',
    '/moderation/staff',
    '/moderation/audit-log',
    '/moderation/sellers',
    '/moderation/nothing',
    '/moderation/staff/more',
  ])('%s', (path) => {
    expect(matchRoute(path) !== null).toBe(opensAPage(path))
  })
})
