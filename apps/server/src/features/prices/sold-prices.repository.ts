import { and, count as countAll, desc, sql, type SQL } from 'drizzle-orm'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import type { PatternId } from '@raqam/patterns/pattern-table'
import type { components } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { listings } from '#db/schema.ts'
import type { Category, City, Listing, Operator } from '#contract.ts'
import { listConditions } from '#features/shared/list-sql-conditions.ts'
import { selectListings, toListing } from '#features/shared/listing-rows.ts'
import { MARKET_TIME_ZONE } from '@raqam/text/dates'

type SoldMonth = components['schemas']['SoldMonth']

/** The filters of the sold-prices record (getSoldPrices): the shop's, of one kind or both. */
export interface SoldPricesFilter {
  category?: Category
  city?: City
  digit?: number
  operator?: Operator
  patterns?: PatternId[]
}

/** How many months the record's chart covers, this one included. */
const SOLD_MONTHS = 24

/**
 * Published sales of shared listings. `is_sold and sold_price_published` is spelled as the partial
 * indexes listings_sold_published* are, so the planner can prove they cover the query.
 */
function soldConditions(filter: SoldPricesFilter): SQL[] {
  return [
    sql`${listings.isSold} and ${listings.soldPricePublished}`,
    // The shop's filters (and its rule for filters of one kind), shared listings only.
    ...listConditions({ viewerId: null, page: 1, ...filter }),
  ]
}

export function soldPricesRepository(db: Db) {
  return {
    /** One page of sales, most recently sold first, and how many sales the filter has. */
    async page(
      filter: SoldPricesFilter,
      page: number,
      viewerId: string | null,
    ): Promise<{ data: Listing[]; total: number }> {
      const where = and(...soldConditions(filter))
      const [rows, [counted]] = await Promise.all([
        selectListings(db, viewerId)
          .where(where)
          .orderBy(desc(listings.soldAt), desc(listings.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: countAll() }).from(listings).where(where),
      ])
      return { data: rows.map((row) => toListing(row)), total: Number(counted?.n ?? 0) }
    },

    /**
     * The filter's sales per month (UAE time) of the SOLD_MONTHS months up to `now`'s, oldest first;
     * months without a sale are left out. The median is the middle price (the mean of the middle two).
     */
    async months(filter: SoldPricesFilter, now: Date): Promise<SoldMonth[]> {
      // The zone and the span are constants spelled into the statement: GROUP BY must repeat the
      // month's expression exactly, which two parameters of the same value would not.
      const zone = sql.raw(`'${MARKET_TIME_ZONE}'`)
      const at = now.toISOString()
      const local = sql`(${listings.soldAt} at time zone ${zone})`
      const firstMonth = sql`(date_trunc('month', ${at}::timestamptz at time zone ${zone}) - interval '${sql.raw(String(SOLD_MONTHS - 1))} months') at time zone ${zone}`
      const month = sql<string>`to_char(${local}, 'YYYY-MM')`
      const rows = await db
        .select({
          month,
          count: sql<number>`count(*)`.mapWith(Number),
          low: sql<number>`min(${listings.soldPrice})`.mapWith(Number),
          median:
            sql<number>`round(percentile_cont(0.5) within group (order by ${listings.soldPrice})::numeric, 2)`.mapWith(
              Number,
            ),
          high: sql<number>`max(${listings.soldPrice})`.mapWith(Number),
        })
        .from(listings)
        .where(
          and(
            ...soldConditions(filter),
            sql`${listings.soldAt} >= ${firstMonth}`,
            sql`${listings.soldAt} <= ${at}::timestamptz`,
          ),
        )
        .groupBy(month)
        .orderBy(month)
      return rows
    },
  }
}
