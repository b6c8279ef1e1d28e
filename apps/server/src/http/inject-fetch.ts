import type { FastifyInstance } from 'fastify'

/**
 * `fetch` for the page renderer that calls this server's own API in-process (`app.inject`): the same
 * routes, validation, authentication and rate limits as over HTTP, without a socket. The calls are
 * made in the name of the visitor's address, so the rate limits count them as the visitor's.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url)
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      remoteAddress,
      ...(payload && { payload }),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one))
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD'
    return new Response(bodyless ? null : answer.rawPayload, { status: answer.statusCode, headers })
  }
}
