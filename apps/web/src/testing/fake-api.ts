import { createApiClient, type ApiClient } from '@raqam/api/client'

/**
 * One canned answer: `METHOD /path` (path after /api/v1.0, without the query) → status and body, sent after
 * `delayMs` or once `until` settles (a test that checks the pending state releases the answer itself, so a
 * slow machine cannot answer before the check).
 */
export type FakeRoutes = Record<string, { status?: number; body?: unknown; delayMs?: number; until?: Promise<unknown> }>

export type FakeApi = { api: ApiClient; calls: { method: string; path: string; url: URL; body: string }[] }

/**
 * An API client whose `fetch` answers from `routes` and records every call, for component tests and
 * stories. An unknown route answers 404 with the contract's error shape.
 */
export function createFakeApi(routes: FakeRoutes = {}): FakeApi {
  const calls: FakeApi['calls'] = []
  const api = createApiClient({
    baseUrl: 'http://raqam.test/api/v1.0',
    timeoutMs: 5_000,
    fetch: async (request) => {
      const url = new URL(request.url)
      const path = url.pathname.replace(/^\/api\/v1\.0/, '')
      calls.push({ method: request.method, path, url, body: await request.clone().text() })
      const route = routes[`${request.method} ${path}`]
      if (route?.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs))
      if (route?.until) await route.until
      if (!route) return Response.json({ message: `No fake for ${request.method} ${path}` }, { status: 404 })
      const status = route.status ?? 200
      return status === 204 ? new Response(null, { status }) : Response.json(route.body ?? {}, { status })
    },
  })
  return { api, calls }
}
