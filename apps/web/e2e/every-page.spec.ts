import { TOKEN_COOKIE } from '@raqam/api/client'
import { categories } from '@raqam/listing-rules/categories'
import {
  LANGUAGE_PARAM,
  listHref,
  paths,
  routesWith,
  type Access,
  type ListKind,
  type RouteName,
} from '@raqam/routes/paths'
import { api, demo, expect, test } from './fixtures.ts'
import { e2eAdmin } from './staff.ts'

/*
 * Every page a visitor can reach answers, in English and in Arabic: each listing of the seed (for sale,
 * wanted with and without matches, sold, with and without a seller), each seller, each route of the table
 * with the account its access asks for, and the lists with each of their filters and their second page.
 * The pages come from the server's data and the route table, so a new route or kind of listing is opened
 * without anyone adding it here. Plain HTTP, as a crawler fetches them.
 */

const languages = ['en', 'ar'] as const
type Language = (typeof languages)[number]

/** The routes whose addresses carry a parameter: where this test finds their values. */
type ParameterRoute = {
  [Name in RouteName]: (typeof paths)[Name]['path'] extends `${string}:${string}` ? Name : never
}[RouteName]

type Listing = { _id: string; category: string; isOrder: boolean; isSold: boolean; customer: { _id: string } | null }

/** Who opens a route of each access: the guards send anybody else elsewhere. */
const openerOf: Record<Access, 'visitor' | 'customer' | 'admin'> = {
  public: 'visitor',
  signedOut: 'visitor',
  signedIn: 'customer',
  moderator: 'admin',
  admin: 'admin',
}

type Opener = (typeof openerOf)[Access]

/** The listings of a category, in halves of about a hundred pages. */
const halves = ['first', 'second'] as const
/**
 * The run's pages in parts of about a hundred, each its own test: each half of a category's listings, every
 * seller, and the rest (each route of the table, and the pages as their own controls change them).
 */
const parts = [
  ...categories.flatMap((category) => halves.map((half) => `${category} listings, ${half} half` as const)),
  'sellers',
  'the other pages',
] as const
type Part = (typeof parts)[number]

test.describe('every page a visitor can reach', () => {
  // A hang guard: a part's hundred pages or so, four at a time, take well under a minute.
  test.describe.configure({ timeout: 180_000 })

  const pages: Record<Opener, Partial<Record<Part, string[]>>> = { visitor: {}, customer: {}, admin: {} }
  const tokens: Record<Opener, string | undefined> = { visitor: undefined, customer: undefined, admin: undefined }
  let listings: Listing[]

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const base = test.info().project.use.baseURL!
    listings = await everyListing(base)
    const sellers = [...new Set(listings.flatMap((listing) => (listing.customer ? [listing.customer._id] : [])))]
    tokens.customer = await signIn(base, demo)
    tokens.admin = await signIn(base, e2eAdmin)

    const values: Record<ParameterRoute, string[]> = {
      details: [],
      profile: sellers.map((id) => paths.profile.href(id)),
      moderationSeller: sellers.map((id) => paths.moderationSeller.href(id)),
      // Its token comes only in a message; the unsubscribe journey opens it from one.
      unsubscribe: [],
    }
    for (const category of categories) {
      const own = listings.filter((listing) => listing.category === category)
      const middle = Math.ceil(own.length / 2)
      for (const [index, half] of halves.entries())
        pages.visitor[`${category} listings, ${half} half`] = own
          .slice(index * middle, (index + 1) * middle)
          .map((listing) => paths.details.href(category, listing._id))
    }
    pages.visitor.sellers = values.profile
    for (const access of Object.keys(openerOf) as Access[]) {
      const opener = openerOf[access]
      for (const name of routesWith(access)) {
        if (name === 'profile' || name === 'details') continue
        const own =
          name in values
            ? []
            : isListKind(name)
              ? categories.map((category) => listHref(name, category))
              : [paths[name].path]
        const others = name in values ? values[name as ParameterRoute] : []
        // The pages as their own controls change them: each choice of their forms, each link to themselves.
        const variants =
          opener === 'admin'
            ? []
            : (await Promise.all(own.map((path) => variantsOf(base, path, tokens[opener])))).flat()
        pages[opener]['the other pages'] = [
          ...new Set([...(pages[opener]['the other pages'] ?? []), ...own, ...others, ...variants]),
        ]
      }
    }
  })

  test('the seed holds every kind of listing this check is meant to open', () => {
    expect(listings.some((listing) => !listing.isOrder && !listing.isSold)).toBe(true)
    expect(listings.some((listing) => listing.isOrder)).toBe(true)
    expect(listings.some((listing) => listing.isSold)).toBe(true)
    expect(listings.some((listing) => listing.customer === null)).toBe(true)
    for (const category of categories)
      expect(pages.visitor[`${category} listings, first half`]?.length).toBeGreaterThan(0)
  })

  const who = { visitor: 'a visitor', customer: 'the demo customer', admin: 'the administrator' }
  for (const language of languages) {
    for (const opener of ['visitor', 'customer', 'admin'] as const) {
      for (const part of opener === 'visitor' ? parts : (['the other pages'] as const)) {
        test(`${language}, ${who[opener]}: ${part} answer 200 with the page`, async ({ baseURL }) => {
          const opened = pages[opener][part] ?? []
          expect(opened.length, 'pages to open').toBeGreaterThan(0)
          const failed = await openAll(baseURL!, opened, language, tokens[opener])
          expect(failed, `${failed.length} of ${opened.length} pages`).toEqual([])
        })
      }
    }
  }
})

const listKinds: readonly string[] = ['shop', 'order', 'favorites'] satisfies ListKind[]
const isListKind = (name: RouteName): name is ListKind => listKinds.includes(name)

/** Every listing the visitors' lists hold, whatever its category or kind, page after page. */
async function everyListing(base: string): Promise<Listing[]> {
  const found: Listing[] = []
  for (const category of categories) {
    for (const isOrder of [false, true]) {
      for (let page = 1, pages = 1; page <= pages; page++) {
        const response = await fetch(
          new URL(api(`/product/for-customers?category=${category}&isOrder=${isOrder}&page=${page}`), base),
        )
        expect(response.status).toBe(200)
        const body = (await response.json()) as { data: Listing[]; paginationResult: { numberOfPage: number } }
        found.push(...body.data)
        pages = body.paginationResult.numberOfPage
      }
    }
  }
  return found
}

async function signIn(base: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(new URL(api('/auth/customer/signin'), base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status, `${credentials.email} signs in`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

function cookieOf(language: Language, token: string | undefined): string {
  return [`i18next=${language}`, ...(token ? [`${TOKEN_COOKIE}=${token}`] : [])].join('; ')
}

/**
 * A page's other states, as its own controls reach them: each choice of its GET forms on its own and, with a
 * form, its second page; each link to the page itself with a query (a pattern chip, the pager).
 */
async function variantsOf(base: string, path: string, token: string | undefined): Promise<string[]> {
  const response = await fetch(new URL(path, base), { headers: { cookie: cookieOf('en', token) } })
  const html = await response.text()
  const variants = new Set<string>()
  for (const form of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, attributes = '', body = ''] = form
    const action = /\baction="([^"]*)"/.exec(attributes)?.[1]
    if (!/\bmethod="get"/i.test(attributes) || action !== path) continue
    const choices = [
      ...[...body.matchAll(/<select\b[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)].flatMap(
        ([, name, options = '']) =>
          [...options.matchAll(/<option\b[^>]*\bvalue="([^"]*)"/g)].map(([, value]) => [name!, value!] as const),
      ),
      ...[...body.matchAll(/<input\b[^>]*\btype="(?:radio|checkbox)"[^>]*>/g)].flatMap(([tag]) => {
        const name = /\bname="([^"]+)"/.exec(tag)?.[1]
        const value = /\bvalue="([^"]*)"/.exec(tag)?.[1]
        return name && value ? [[name, value] as const] : []
      }),
    ]
    for (const [name, value] of choices) if (value) variants.add(`${path}?${new URLSearchParams({ [name]: value })}`)
    variants.add(`${path}?page=2`)
  }
  for (const [, href] of html.matchAll(/\bhref="([^"]+)"/g)) {
    const link = new URL(href!.replaceAll('&amp;', '&'), base)
    // The language is what the run varies: the language switch's link is each page in the other.
    if (link.pathname === path && link.search && !link.searchParams.has(LANGUAGE_PARAM))
      variants.add(link.pathname + link.search)
  }
  return [...variants]
}

/** Opens each page, a few at a time; what did not answer 200 with an HTML page in its language. */
async function openAll(base: string, pages: string[], language: Language, token: string | undefined) {
  const failed: string[] = []
  let next = 0
  const open = async () => {
    for (let path = pages[next++]; path !== undefined; path = pages[next++]) {
      const response = await fetch(new URL(path, base), {
        headers: { cookie: cookieOf(language, token) },
        redirect: 'manual',
      })
      const html = await response.text()
      const type = response.headers.get('content-type') ?? ''
      const lang = /<html lang="(\w+)"/.exec(html)?.[1]
      if (response.status !== 200 || !type.startsWith('text/html') || lang !== language)
        failed.push(`${path}: ${response.status} ${type} lang=${lang} ${html.slice(0, 120)}`)
    }
  }
  await Promise.all(Array.from({ length: 4 }, open))
  return failed
}
