import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#db/handle.ts'
import { listingMatchesFilters } from '#domain/listing-matches-filters.ts'
import type { MessageJob } from '#notifier/kinds.ts'
import type { CustomerMessages } from '#notifier/customer-messages.ts'
import { claimDueAlerts, type DueAlert } from './alert-claims.repository.ts'
import type { matchCandidatesRepository } from './match-candidates.repository.ts'
import type { wantedRequestsRepository } from './wanted-requests.repository.ts'

/** At most one message per saved search in this time; later matches wait and go out together. */
export const ALERT_INTERVAL_MS = 60 * 60_000

/** How often waiting matches are looked for, once their saved search's hour is over. */
export const ALERT_SWEEP_MS = 60_000

type Deps = {
  db: Db
  candidates: ReturnType<typeof matchCandidatesRepository>
  wantedRequests: ReturnType<typeof wantedRequestsRepository>
  /** A new unsubscribe token (a wanted request's standing search is made on its first match). */
  newToken: () => string
  messages: Pick<CustomerMessages, 'send'>
  now: () => Date
  log: Pick<FastifyBaseLogger, 'error'>
}

/** An alert's messages: the same facts by e-mail and by WhatsApp, each a job of its own. */
function alertMessages(alert: DueAlert, requestId: string | null): MessageJob[] {
  const params = {
    name: alert.name,
    wanted: alert.wantedId !== null,
    listings: alert.listings,
    origin: alert.origin,
    unsubscribeToken: alert.unsubscribeToken,
  }
  const message = { kind: 'matchAlert', language: alert.language, params, requestId } as const
  return [
    { ...message, channel: 'email', to: alert.email },
    { ...message, channel: 'whatsapp', to: alert.phone },
  ]
}

/**
 * Saved searches at work (ADR 0021): a listing published, edited or restored is matched against the
 * saved searches that could want it, each match is recorded for the customer's matches page, and a
 * message is queued at once unless the saved search had one in the last hour; the sweep queues what
 * waited. Claiming an alert and queuing its messages is one transaction, so an alert is told once, and
 * each channel's delivery is the queue's business from then on (ADR 0031).
 */
export function matchAlerts({ db, candidates, wantedRequests, newToken, messages, now, log }: Deps) {
  const quietSince = () => new Date(now().getTime() - ALERT_INTERVAL_MS)

  /** Claims what is due (only `ids` when given) and queues its messages. */
  async function claimAndQueue(ids: string[] | undefined, requestId: string | null): Promise<void> {
    if (ids?.length === 0) return
    await db.transaction(async (tx) => {
      const alerts = await claimDueAlerts(now(), quietSince(), ids, tx)
      if (alerts.length > 0)
        await messages.send(
          alerts.flatMap((alert) => alertMessages(alert, requestId)),
          tx,
        )
    })
  }

  return {
    /**
     * Right after a listing is published, edited or restored: how many saved searches and wanted
     * requests it matches. `origin` is the storefront the write came through, which a wanted
     * request's first message links to. The write stands whatever happens here, so this never throws:
     * a failure is logged, and matches that could not be queued wait for the sweep.
     */
    async listingChanged(listingId: string, origin: string, requestId: string | null = null): Promise<number> {
      try {
        const listing = await candidates.publishedListing(listingId)
        if (!listing) return 0
        const matched = (await candidates.candidates(listing)).filter((search) =>
          listingMatchesFilters(search.filters, listing),
        )
        const answered = await wantedRequests.answeredRequests(listing)
        const standing = await wantedRequests.standingSearches(answered, { origin, newToken })
        const added = await candidates.addMatches(listingId, [...matched, ...standing], now())
        await claimAndQueue(added, requestId)
        return matched.length + standing.length
      } catch (error) {
        log.error({ err: error, listing: listingId }, 'matching a listing with saved searches failed')
        return 0
      }
    },

    /** Queues what waited for its saved search's quiet hour to end. */
    sendDue: () => claimAndQueue(undefined, null),
  }
}
