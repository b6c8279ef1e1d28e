import { paths, routesWith } from '@raqam/routes/paths'

/**
 * robots.txt: the public storefront may be crawled; the API, the customer's own pages and the
 * sign-in forms may not (nothing there is worth a search result, and a crawler following them only
 * meets a redirect). The route classes come from @raqam/routes, so a new guarded route is kept out
 * without a change here. `allow` keeps open what link previews must fetch under the API (share cards).
 */
export function robotsTxt(options: { allow: string[]; disallow: string[]; sitemapUrl: string }): string {
  const guarded = [...routesWith('signedIn'), ...routesWith('signedOut')].map((name) => paths[name].path)
  const closed = [...options.disallow, ...guarded]
  return [
    'User-agent: *',
    ...options.allow.map((path) => `Allow: ${path}`),
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n')
}
