import type { FastifyBaseLogger } from 'fastify'
import { marketDay } from '@raqam/text/dates'
import type { components } from '@raqam/api/schema'
import type { AddressDigest } from '#auth/address-digest.ts'
import { dailyVisitors, type Visitor } from './daily-visitors.ts'

/** How often each instance writes the counts it gathered. */
export const INTERACTION_FLUSH_MS = 5_000

export type InteractionKind = components['schemas']['ListingInteraction']['kind']

/**
 * Counts to add to one listing's day. `viewerId` is the signed-in visitor, kept only so that the
 * seller's own views are left out when written: it is never written anywhere.
 */
export interface PendingCounts {
  listingId: string
  day: string
  viewerId: string | null
  views: number
  whatsappTaps: number
}

interface Deps {
  /** Adds the counts to the database in one statement (statistics.repository.ts). */
  write: (counts: PendingCounts[]) => Promise<void>
  now: () => Date
  /** Keys what is remembered of a visitor (ADDRESS_KEY). */
  visitorDigest: AddressDigest
  log: Pick<FastifyBaseLogger, 'error'>
}

/**
 * Views of listings' pages and taps on their WhatsApp buttons, tallied in memory so that counting
 * costs a page nothing, and added to `listing_daily_counts` every few seconds (ADR 0040). Additions
 * commute, so instances never overwrite each other's counts. A visitor counts once a day per listing
 * and kind on each instance (ADR 0048): statistics count people, not requests.
 */
export function interactionCounter({ write, now, visitorDigest, log }: Deps) {
  const visitors = dailyVisitors(visitorDigest)
  let tally = new Map<string, PendingCounts>()
  /** The write under way, which the next one waits for: a read after `flush()` sees every count. */
  let writing: Promise<void> = Promise.resolve()

  function add(counts: PendingCounts) {
    const key = `${counts.listingId} ${counts.day} ${counts.viewerId ?? ''}`
    const held = tally.get(key)
    if (!held) tally.set(key, { ...counts })
    else {
      held.views += counts.views
      held.whatsappTaps += counts.whatsappTaps
    }
  }

  async function writeTally() {
    if (tally.size === 0) return
    const counts = [...tally.values()]
    tally = new Map()
    try {
      await write(counts)
    } catch (error) {
      // Kept for the next flush rather than lost; the database may be back by then.
      for (const held of counts) add(held)
      log.error({ err: error, pending: counts.length }, 'writing listing interaction counts failed; kept to retry')
    }
  }

  return {
    count(listingId: string, kind: InteractionKind, visitor: Visitor): void {
      const day = marketDay(now())
      if (!visitors.first(listingId, kind, visitor, day)) return
      const view = kind === 'view' ? 1 : 0
      add({ listingId, day, viewerId: visitor.customerId, views: view, whatsappTaps: 1 - view })
    },

    /** Writes what was gathered, after any write under way; never throws (a failure is logged and kept). */
    flush(): Promise<void> {
      writing = writing.then(writeTally)
      return writing
    },
  }
}
