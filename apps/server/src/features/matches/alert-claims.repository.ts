import { sql } from 'drizzle-orm'
import type { Language } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import type { AlertListing } from '#notifier/kinds.ts'
import type { PublishedListing } from './match-candidates.repository.ts'

/** One row of claimDue's statement (snake case, as PostgreSQL names them). */
interface ClaimedRow {
  search_id: string
  name: string
  origin: string
  unsubscribe_token: string
  wanted_id: string | null
  email: string
  phone: string
  language: Language
  listing_id: string
  category: PublishedListing['category']
  city: AlertListing['city']
  code: string | null
  number: string
  operator: AlertListing['operator']
  title_en: string
  title_ar: string
  new_price: string | number | null
  is_order: boolean
  is_sold: boolean
}

/** A saved search whose waiting matches are due in a message, with its owner's addresses. */
export interface DueAlert {
  savedSearchId: string
  name: string
  origin: string
  unsubscribeToken: string
  /** The wanted request the search stands for (then `name` is its number), or null for a saved search. */
  wantedId: string | null
  email: string
  phone: string
  language: Language
  listings: AlertListing[]
}

/**
 * Takes every alert due now for sending, in one statement: the saved searches with messages on,
 * waiting matches, and no message since `quietSince` (only `ids` when given: right after a publish).
 * Their hour starts now and their waiting matches are marked told, so another sender (the sweep, a
 * publish, another instance) finds neither: rows it would race for are skipped while locked. Run in
 * `tx`, the transaction that queues the alerts' messages: claimed exactly when queued (ADR 0031).
 */
export async function claimDueAlerts(
  now: Date,
  quietSince: Date,
  ids: string[] | undefined,
  tx: Db,
): Promise<DueAlert[]> {
  if (ids?.length === 0) return []
  const only = ids ? sql`and s.id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``
  const result = (await tx.execute(sql`
    with due as (
      select s.id from saved_searches s
      where s.alerts and (s.last_messaged_at is null or s.last_messaged_at <= ${quietSince}) ${only}
        and exists (select 1 from matches m where m.saved_search_id = s.id and m.messaged_at is null)
      for update of s skip locked
    ),
    searches as (
      update saved_searches s set last_messaged_at = ${now} from due where s.id = due.id
      returning s.id, s.name, s.origin, s.unsubscribe_token, s.wanted_id, s.customer_id
    ),
    told as (
      update matches m set messaged_at = ${now} from searches
      where m.saved_search_id = searches.id and m.messaged_at is null
      returning m.id, m.saved_search_id, m.listing_id, m.created_at
    )
    select searches.id as search_id, searches.name, searches.origin, searches.unsubscribe_token,
      searches.wanted_id, c.email, c.phone, c.language, l.id as listing_id,
      l.category, l.city, l.code, l.number, l.operator, l.title_en, l.title_ar, l.new_price, l.is_order, l.is_sold
    from told
      join searches on searches.id = told.saved_search_id
      join customers c on c.id = searches.customer_id
      join listings l on l.id = told.listing_id
    -- A listing withdrawn or hidden by the moderators while its match waited is not announced.
    where l.status
    order by searches.id, told.created_at`)) as unknown as { rows: ClaimedRow[] }
  const alerts = new Map<string, DueAlert>()
  for (const row of result.rows) {
    let alert = alerts.get(row.search_id)
    if (!alert) {
      alert = {
        savedSearchId: row.search_id,
        name: row.name,
        origin: row.origin,
        unsubscribeToken: row.unsubscribe_token,
        wantedId: row.wanted_id,
        email: row.email,
        phone: row.phone,
        language: row.language,
        listings: [],
      }
      alerts.set(row.search_id, alert)
    }
    alert.listings.push({
      id: row.listing_id,
      category: row.category,
      city: row.city,
      code: row.code,
      number: row.number,
      operator: row.operator,
      titleEn: row.title_en,
      titleAr: row.title_ar,
      newPrice: row.new_price === null ? null : Number(row.new_price),
      isOrder: row.is_order,
      isSold: row.is_sold,
    })
  }
  return [...alerts.values()]
}
