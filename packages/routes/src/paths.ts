import { categories, type Category } from '@raqam/listing-rules/categories'
import { defaultLanguage, isLanguage, type Language } from '@raqam/text/languages'

/**
 * Every route of the storefront, with a builder for its URL, so links are never hand-written strings,
 * and who may see it. The storefront links and guards with it; the server lists the public pages in
 * sitemap.xml and keeps crawlers out of the others in robots.txt, so a new route is classified here once.
 */
export type ListKind = 'shop' | 'favorites' | 'order'
export { categories, type Category }

/**
 * `public`: anybody, and worth indexing; `signedIn`: the customer's own pages (the guard sends
 * visitors to sign in); `signedOut`: the sign-in forms (the guard sends a signed-in customer home);
 * `moderator` and `admin`: the moderation console, for those roles (and admins) only: visitors are sent
 * to sign in, other customers are refused (403). Never indexed.
 */
export type Access = 'public' | 'signedIn' | 'signedOut' | 'moderator' | 'admin'

/** The lists' second segment: the car list is the index route. */
const categorySegment: Record<Category, string> = { car: '', motorcycle: '/motorcycle', mobile: '/mobile' }

export const paths = {
  home: { path: '/', access: 'public', href: () => '/' },
  shop: { path: '/shop', access: 'public', href: (category: Category = 'car') => `/shop${categorySegment[category]}` },
  favorites: {
    path: '/favorites',
    access: 'signedIn',
    href: (category: Category = 'car') => `/favorites${categorySegment[category]}`,
  },
  order: {
    path: '/order',
    access: 'public',
    href: (category: Category = 'car') => `/order${categorySegment[category]}`,
  },
  details: {
    path: '/details/:category/:id',
    access: 'public',
    href: (category: Category, id: string) => `/details/${category}/${encodeURIComponent(id)}`,
  },
  myProfile: { path: '/my-profile', access: 'signedIn', href: () => '/my-profile' },
  matches: { path: '/matches', access: 'signedIn', href: () => '/matches' },
  profile: { path: '/profile/:id', access: 'public', href: (id: string) => `/profile/${encodeURIComponent(id)}` },
  about: { path: '/about', access: 'public', href: () => '/about' },
  contact: { path: '/contact', access: 'public', href: () => '/contact' },
  terms: { path: '/terms', access: 'public', href: () => '/terms' },
  privacy: { path: '/privacy', access: 'public', href: () => '/privacy' },
  refundPolicy: { path: '/refund-policy', access: 'public', href: () => '/refund-policy' },
  /** The published sales: `?category=car&city=dubai&digit=3&pattern=mirror&page=2`, filtered like the shop. */
  soldPrices: { path: '/sold-prices', access: 'public', href: () => '/sold-prices' },
  howWeEstimate: { path: '/how-we-estimate', access: 'public', href: () => '/how-we-estimate' },
  /** What the authorities charge for a transfer: `?kind=car&emirate=dubai&operator=du`, the calculator's choice. */
  transferCosts: {
    path: '/transfer-costs',
    access: 'public',
    href: (query?: URLSearchParams) => (query?.size ? `/transfer-costs?${query.toString()}` : '/transfer-costs'),
  },
  moderation: { path: '/moderation', access: 'moderator', href: () => '/moderation' },
  moderationSeller: {
    path: '/moderation/sellers/:id',
    access: 'moderator',
    href: (id: string) => `/moderation/sellers/${encodeURIComponent(id)}`,
  },
  moderationVerifications: {
    path: '/moderation/verifications',
    access: 'moderator',
    href: () => '/moderation/verifications',
  },
  adminStaff: { path: '/moderation/staff', access: 'admin', href: () => '/moderation/staff' },
  adminAuditLog: { path: '/moderation/audit-log', access: 'admin', href: () => '/moderation/audit-log' },
  signin: {
    path: '/signin',
    access: 'signedOut',
    /** With `back`, the page to return to once signed in (a path of this site; see `returnPath`). */
    href: (back?: string) => (back ? `/signin?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/signin'),
  },
  signup: { path: '/signup', access: 'signedOut', href: () => '/signup' },
  changePassword: { path: '/change-password', access: 'signedOut', href: () => '/change-password' },
  // From a message's link, signed in or not; never indexed (its parameter keeps it out of the sitemap).
  unsubscribe: {
    path: '/unsubscribe/:token',
    access: 'public',
    href: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  },
} as const satisfies Record<string, { path: string; access: Access; href: (...args: never[]) => string }>

export type RouteName = keyof typeof paths

/** The list route of a kind and category, e.g. `listHref('order', 'mobile')` → `/order/mobile`. */
export function listHref(kind: ListKind, category: Category = 'car'): string {
  return paths[kind].href(category)
}

/** The query parameter that names a link's language (`?lang=ar`). */
export const LANGUAGE_PARAM = 'lang'

/** The cookie that keeps a visitor's choice of language between pages. */
export const LANGUAGE_COOKIE = 'i18next'

/**
 * The language a page is rendered in: the one a link names (`?lang=ar`, as shared links carry it), else
 * the one the language cookie keeps, else English.
 */
export function pageLanguage(linked: string | null | undefined, stored: string | null | undefined): Language {
  if (isLanguage(linked)) return linked
  return isLanguage(stored) ? stored : defaultLanguage
}

/**
 * A page's link in a language: the default language (English) at the plain URL, any other with
 * `?lang=ar`, which the storefront applies on arrival (and keeps in its cookie). Links that leave the
 * site (shared links, sitemap alternates, the server's messages) carry their language this way, since
 * they open without the cookie. `href` may be a path or an absolute URL, with a query (its own `lang`
 * is replaced, the rest kept in order) and a fragment (kept).
 */
export function languageHref(href: string, language: Language): string {
  const hashAt = href.indexOf('#')
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
  params.delete(LANGUAGE_PARAM)
  if (language !== defaultLanguage) params.set(LANGUAGE_PARAM, language)
  const query = params.toString()
  return `${path}${query ? `?${query}` : ''}${hash}`
}

/** The sign-in page's parameter naming the page to return to (`/signin?next=/details/car/1`). */
export const RETURN_PARAM = 'next'

/**
 * Where to go once signed in: `next` when it is a path of this site, else home. It must start with one `/`
 * and hold no backslash: to a browser `//evil.example` and `/\\evil.example` are other sites, and a sign-in
 * page must never send a customer there.
 */
export function returnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  // A control character could end the header a server writes the path into.
  return [...next].some((character) => character < ' ' || character === '\u007f') ? '/' : next
}

/** The routes a given access rule applies to, in table order. */
export function routesWith(access: Access): RouteName[] {
  return (Object.keys(paths) as RouteName[]).filter((name) => paths[name].access === access)
}

const listKinds: readonly string[] = ['shop', 'favorites', 'order'] satisfies ListKind[]

/**
 * Every public page that takes no parameter, as URLs: home, each list of every category, about,
 * contact. Pages of one listing or one seller need their ids, which only the database has.
 */
export function publicPageHrefs(): string[] {
  return routesWith('public')
    .filter((name) => !paths[name].path.includes(':'))
    .flatMap((name) =>
      listKinds.includes(name)
        ? categories.map((category) => listHref(name as ListKind, category))
        : [paths[name].path],
    )
}

/** The route a pathname opens, with its decoded parameters (`category` is one of `categories`). */
export type RouteMatch = { name: RouteName; params: Record<string, string> }

/**
 * Which page a pathname opens, as the storefront's router resolves it: a list's car page is the list itself
 * (`/shop`, never `/shop/car`), a trailing slash is allowed, letters match in any case, and `:category` is one
 * of `categories`. `null`
 * means there is no such page: the server answers it 404.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1)
  for (const name of Object.keys(paths) as RouteName[]) {
    for (const pattern of patternsOf(name)) {
      const params = matchSegments(pattern, segments)
      if (params) return { name, params }
    }
  }
  return null
}

/** A route's path as segments; a list route once per category. */
function patternsOf(name: RouteName): string[][] {
  const segments = paths[name].path
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '')
  if (!listKinds.includes(name)) return [segments]
  return categories.map((category) =>
    listHref(name as ListKind, category)
      .split('/')
      .slice(1),
  )
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!
    if (!part.startsWith(':')) {
      // Like the storefront's router, which matches paths case-insensitively.
      if (part.toLowerCase() !== segment.toLowerCase()) return null
      continue
    }
    const value = decodeSegment(segment)
    if (value === '' || (part === ':category' && !(categories as readonly string[]).includes(value))) return null
    params[part.slice(1)] = value
  }
  return params
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
