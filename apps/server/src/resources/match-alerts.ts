import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { listingMatchesFilters } from '#domain/listing-filter.ts'
import { matchMessage } from '#notifier/match-messages.ts'
import type { Notifier } from '#notifier/notifier.ts'
import type { DueAlert, savedSearchesRepository } from './saved-searches.repository.ts'
import type { wantedRequestsRepository } from './wanted-requests.ts'

/** At most one message per saved search in this time; later matches wait and go out together. */
export const ALERT_INTERVAL_MS = 60 * 60_000

/** How often waiting matches are looked for, once their saved search's hour is over. */
export const ALERT_SWEEP_MS = 60_000

type Deps = {
  savedSearches: ReturnType<typeof savedSearchesRepository>
  wantedRequests: ReturnType<typeof wantedRequestsRepository>
  /** A new unsubscribe token (a wanted request's standing search is made on its first match). */
  newToken: () => string
  notifier: Notifier
  now: () => Date
  log: Pick<FastifyBaseLogger, 'error'>
}

/**
 * Saved searches at work (issue 18, ADR 0021): a listing published, edited or restored is matched
 * against the saved searches that could want it, each match is recorded for the customer's matches
 * page, and a message goes out at once unless the saved search had one in the last hour; the sweep
 * sends what waited.
 */
export function matchAlerts({ savedSearches, wantedRequests, newToken, notifier, now, log }: Deps) {
  const quietSince = () => new Date(now().getTime() - ALERT_INTERVAL_MS)

  /** Messages in flight: the request that made them does not wait for the mail and WhatsApp servers. */
  let sending: Promise<unknown> = Promise.resolve()

  /** Sends claimed alerts by e-mail and WhatsApp; one that fails is released, to wait for the next sweep. */
  async function send(alerts: DueAlert[]): Promise<void> {
    for (const alert of alerts) {
      const { subject, text } = matchMessage(alert)
      const sent = await Promise.allSettled([
        notifier.send({ channel: 'email', to: alert.email, subject, text, codes: [] }),
        notifier.send({ channel: 'whatsapp', to: alert.phone, text, codes: [] }),
      ])
      const failed = sent.find((result) => result.status === 'rejected')
      if (failed) {
        log.error({ err: failed.reason, savedSearch: alert.savedSearchId }, 'a match message could not be sent')
        await savedSearches.release(alert)
      }
    }
  }

  /** Claims what is due (only `ids` when given) and sends it in the background. */
  async function claimAndSend(ids?: string[]): Promise<void> {
    const alerts = await savedSearches.claimDue(now(), quietSince(), ids)
    if (alerts.length === 0) return
    const sent = sending.then(() => send(alerts))
    sending = sent.catch((error: unknown) => log.error({ err: error }, 'sending match messages failed'))
  }

  return {
    /**
     * Right after a listing is published, edited or restored: how many saved searches and wanted
     * requests it matches. `origin` is the storefront the write came through, which a wanted
     * request's first message links to. The write stands whatever happens here, so this never throws:
     * a failure is logged, and messages that could not go out wait for the sweep.
     */
    async listingChanged(listingId: string, origin: string): Promise<number> {
      try {
        const listing = await savedSearches.publishedListing(listingId)
        if (!listing) return 0
        const matched = (await savedSearches.candidates(listing)).filter((search) =>
          listingMatchesFilters(search.filters, listing),
        )
        const answered = await wantedRequests.answeredRequests(listing)
        const standing = await wantedRequests.standingSearches(answered, { origin, newToken })
        const added = await savedSearches.addMatches(listingId, [...matched, ...standing], now())
        await claimAndSend(added)
        return matched.length + standing.length
      } catch (error) {
        log.error({ err: error, listing: listingId }, 'matching a listing with saved searches failed')
        return 0
      }
    },

    /** What waited for its saved search's quiet hour to end. */
    async sendDue(): Promise<void> {
      await claimAndSend()
      await sending
    },

    /** Settles once the messages sent so far have gone (or failed): for a graceful stop. */
    settled: () => sending,
  }
}

/** Sends waiting matches every `intervalMs` while the app is open; the timer never keeps the process alive. */
export function startAlertSweep(app: FastifyInstance, alerts: ReturnType<typeof matchAlerts>, intervalMs: number) {
  const timer = setInterval(() => {
    alerts.sendDue().catch((error: unknown) => app.log.error({ err: error }, 'the match message sweep failed'))
  }, intervalMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
