import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import type { PatternId } from '@raqam/patterns/pattern-table'
import type { Db } from '#db/handle.ts'
import { listings, priceGuideEntries } from '#db/schema.ts'
import type { City, Operator } from '#contract.ts'
import { GUIDE_CANDIDATES, GUIDE_WINDOW, type Candidate, type GuideSubject } from '#domain/fair-price.ts'

/** Where a guide looks: the subject, its emirate (plates) or operator (mobile numbers), and a listing to leave out. */
export interface GuideSearch {
  subject: GuideSubject
  city: City | null
  operator: Operator | null
  exclude: string | null
}

/**
 * The fair-price guide's candidates (docs/adr/0039-the-fair-price-guide.md): asking prices of shared
 * listings for sale and sales whose sellers published their price, of the subject's kind, emirate and
 * digit count (plates) or operator (mobile numbers), ranked by likeness in SQL (the subject's tags
 * shared, then the fewest other tags, the same code or prefix) then recency, and cut at GUIDE_CANDIDATES
 * each, among a bounded set (ADR 0051): the newest `window` of the kind having each of the subject's
 * traits, read from price_guide_entries, so a guide's cost does not grow with its kind.
 */
export function priceGuideRepository(db: Db, options: { cacheMs?: number; window?: number } = {}) {
  const cacheMs = options.cacheMs ?? 0
  const window = options.window ?? GUIDE_WINDOW
  // The candidates of each search, kept like visitors' answers (ADR 0019): a detail page's guide is
  // asked again by everybody who opens it, and its candidates cost a scan of its kind. Forgotten when
  // any instance writes a listing; a search that ran across a write is not kept.
  const kept = new Map<string, { candidates: Candidate[]; expires: number }>()
  let generation = 0

  return {
    async candidates(search: GuideSearch): Promise<Candidate[]> {
      const key = JSON.stringify(search)
      const hit = kept.get(key)
      if (hit && hit.expires > Date.now()) return hit.candidates
      const from = generation
      const statements = guideStatements(db, search, window)
      const [asking, sales] = await Promise.all(
        (['asking', 'sale'] as const).map(async (kind) =>
          (await statements[kind]).map((row) => ({ ...row, price: row.price!, kind })),
        ),
      )
      const candidates = [...asking!, ...sales!]
      if (cacheMs > 0 && from === generation) {
        kept.delete(key)
        if (kept.size >= KEPT_SEARCHES) kept.delete(kept.keys().next().value!)
        kept.set(key, { candidates, expires: Date.now() + cacheMs })
      }
      return candidates
    },

    /** Any instance wrote a listing (LISTINGS_CHANGED): every kept search may be out of date. */
    forget() {
      generation++
      kept.clear()
    },
  }
}

/** Searches kept at most (the oldest go first). */
const KEPT_SEARCHES = 1000

/**
 * The two statements of a guide, asking prices and sales (bench:api EXPLAINs them). `window` bounds
 * each to the newest of each of the subject's traits; null ranks the whole kind, the reference the
 * bounded guide is tested against (price-guide-window.test.ts).
 */
export function guideStatements(db: Db, search: GuideSearch, window: number | null = GUIDE_WINDOW) {
  return {
    asking: candidateStatement(db, search, 'asking', window),
    sale: candidateStatement(db, search, 'sale', window),
  }
}

/**
 * The traits a subject is ranked by, as price_guide_entries names them: '' (the kind as a whole), its
 * exact tag set (`tags:` and the ids sorted, joined by +: the most alike), each of its tags, its code or
 * prefix. A walk of each holds what the ranking (likenessOrder) puts first within the trait.
 */
function subjectTraits(subject: GuideSubject): string[] {
  return [
    '',
    // After the listings sharing its tags, the ranking prefers those with no tag at all ('tags:').
    ...(subject.patterns
      ? [`tags:${[...new Set(subject.patterns)].sort().join('+')}`, 'tags:', ...subject.patterns]
      : []),
    ...(subject.code ? [`code:${subject.code}`] : []),
    ...(subject.prefix ? [`prefix:${subject.prefix}`] : []),
  ]
}

/**
 * The ids of the newest `window` comparables of the kind with each of the subject's traits: one walk
 * of price_guide_entries_newest a trait, at most `window` rows each.
 */
function newestOfEachTrait(search: GuideSearch, kind: Candidate['kind'], window: number): SQL {
  const { subject } = search
  const place = subject.category === 'mobile' ? search.operator! : search.city!
  const e = priceGuideEntries
  const walks = subjectTraits(subject).map(
    (trait) =>
      sql`(select ${e.listingId} from ${e} where ${e.category} = ${subject.category} and ${e.place} = ${place} and ${e.digits} = ${subject.digits ?? 0} and ${e.kind} = ${kind} and ${e.trait} = ${trait} order by ${e.at} desc, ${e.listingId} desc limit ${window})`,
  )
  return sql.join(walks, sql` union `)
}

function candidateStatement(db: Db, search: GuideSearch, kind: Candidate['kind'], window: number | null) {
  const { subject } = search
  const onMarket = and(
    eq(listings.status, true),
    eq(listings.isSold, false),
    eq(listings.isOrder, false),
    isNotNull(listings.newPrice),
  )
  // Published sales only: a price its seller kept private never leaves the database. Of shared listings,
  // as on the sold-prices record: not one withdrawn after its sale, nor one the moderators hid.
  const published = and(eq(listings.status, true), eq(listings.isSold, true), eq(listings.soldPricePublished, true))
  const sameKind =
    subject.category === 'mobile'
      ? eq(listings.operator, search.operator!)
      : and(eq(listings.city, search.city!), eq(listings.digits, subject.digits!))
  // When the asking price was set: its last change, else publishing. Read for the kept rows only
  // (PostgreSQL evaluates a costly output column after the sort and limit).
  // Qualified by hand: drizzle leaves table names out of a one-table select, and "id" would be the price's.
  const askedAt = sql<Date>`coalesce((select max(p.at) from listing_prices p where p.listing_id = listings.id), ${listings.createdAt})`
  // When it sold; a sale from before sales were dated, when it was published (as listing-rows.ts dates it).
  const soldAt = sql<Date>`coalesce(${listings.soldAt}, ${listings.createdAt})`
  return db
    .select({
      id: listings.id,
      category: listings.category,
      city: listings.city,
      code: listings.code,
      operator: listings.operator,
      number: listings.number,
      patterns: sql<PatternId[]>`coalesce(${listings.patterns}, '{}')`,
      price: kind === 'sale' ? listings.soldPrice : listings.newPrice,
      at: (kind === 'sale' ? soldAt : askedAt).mapWith(listings.createdAt),
    })
    .from(listings)
    .where(
      and(
        search.exclude ? ne(listings.id, search.exclude) : undefined,
        // Bounded: the walks name comparables of the kind (price_guide_entries_of says which listings are,
        // in the migration). `= any(array(…))` and no other condition: the walks run first and the
        // listings are fetched by id, where the planner otherwise walked the kind's own index (or the
        // sales') and joined the walks to it. The whole kind, the reference: the same rule in drizzle.
        window === null
          ? and(kind === 'sale' ? published : onMarket, eq(listings.category, subject.category), sameKind)
          : sql`${listings.id} = any(array(${newestOfEachTrait(search, kind, window)}))`,
      ),
    )
    .orderBy(...likenessOrder(subject), desc(kind === 'sale' ? soldAt : listings.createdAt), desc(listings.id))
    .limit(GUIDE_CANDIDATES)
}

/** The ranking of domain/fair-price.ts's likeness, as far as an ORDER BY can follow it cheaply. */
function likenessOrder(subject: GuideSubject): SQL[] {
  const order: SQL[] = []
  if (subject.patterns) {
    // One `tag = any(patterns)` per tag of the subject (a handful): far cheaper per row than an intersect.
    const own = sql`coalesce(${listings.patterns}, '{}')`
    const tags = subject.patterns.map((tag) => sql`(${tag} = any(${own}))::int`)
    const shared = tags.length > 0 ? sql.join(tags, sql` + `) : null
    if (shared) order.push(sql`${shared} desc`)
    order.push(shared ? sql`cardinality(${own}) - (${shared})` : sql`cardinality(${own})`)
  }
  // coalesce: a mobile number's null code must rank below a plate's other code, not above it.
  if (subject.code) order.push(sql`coalesce(${listings.code} = ${subject.code}, false) desc`)
  if (subject.prefix) order.push(sql`coalesce(${listings.prefix} = ${subject.prefix}, false) desc`)
  return order
}
