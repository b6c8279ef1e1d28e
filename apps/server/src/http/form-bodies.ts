import type { FastifyInstance } from 'fastify'

/**
 * The most a form body may weigh. The only form the contract takes is RFC 8058's one-click
 * unsubscribe, `List-Unsubscribe=One-Click` (26 bytes), which mail providers post from their servers;
 * anything much longer is not that (413).
 */
const FORM_BODY_LIMIT = 1024

/**
 * Reads `application/x-www-form-urlencoded` bodies into an object for the contract's schema to judge.
 * URLSearchParams rather than a plugin: one small body needs no dependency. A key sent twice becomes a
 * list, so validation says "a single value" instead of silently keeping one; the object has no
 * prototype, so a `__proto__` key is an unknown field like any other, never a prototype.
 */
export function parseFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const form: Record<string, string | string[]> = Object.create(null)
      for (const [key, value] of new URLSearchParams(body as string)) {
        const earlier = form[key]
        form[key] = earlier === undefined ? value : [earlier, value].flat()
      }
      done(null, form)
    },
  )
}
