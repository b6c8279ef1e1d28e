/**
 * A local stand-in for fetch in unit tests: records every request and answers from a handler. The
 * contract itself is tested against the real server in apps/server.
 */
export function fakeFetch(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const fetch = async (request: Request) => {
    requests.push(request)
    return handler(request)
  }
  return { fetch, requests, last: () => requests.at(-1) }
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A fetch that never answers and only rejects when its request is aborted. */
export function hangingFetch(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason)
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true })
  })
}

/** Base URL for tests: Node's Request needs an absolute URL. */
export const TEST_BASE_URL = 'http://127.0.0.1:3000/api/v1.0'
