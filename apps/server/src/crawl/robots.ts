import { paths, type RouteName } from '@raqam/routes/paths'

/**
 * robots.txt: the public storefront may be crawled; the API, the customer's own pages, the sign-in
 * forms and the moderation console may not (nothing there is worth a search result, and a crawler
 * following them only meets a redirect or a refusal). The route classes come from @raqam/routes, so a new guarded route is kept out
 * without a change here. `allow` keeps open what link previews must fetch under the API (share cards).
 */
export function robotsTxt(options: { allow: string[]; disallow: string[]; sitemapUrl: string }): string {
  const closed = [...options.disallow, ...guardedPaths()]
  return [
    'User-agent: *',
    ...options.allow.map((path) => `Allow: ${path}`),
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n')
}

/**
 * Every route that is not public, as robots.txt prefixes: a route's path up to its first parameter, and only
 * the shortest of those that nest (`/moderation` closes `/moderation/staff` and `/moderation/sellers/:id`).
 */
function guardedPaths(): string[] {
  const prefixes = (Object.keys(paths) as RouteName[])
    .filter((name) => paths[name].access !== 'public')
    .map((name) => paths[name].path.split('/:')[0]!)
  const unique = [...new Set(prefixes)]
  return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(`${other}/`)))
}
