import type { FastifyBaseLogger } from 'fastify'
import type { AddressDigest } from '#auth/address-digest.ts'
import { newToken } from '#auth/tokens.ts'
import type { CardRenderer } from '#cards/card-renderer.ts'
import type { Db } from '#db/handle.ts'
import type { Messages } from '#notifier/messages.ts'
import type { Outbox } from '#notifier/notifier.ts'
import { accountDeletionRepository } from './accounts/account-deletion.repository.ts'
import { customersRepository } from './accounts/customers.repository.ts'
import { dataExportRepository } from './accounts/data-export.repository.ts'
import { sessionsRepository } from './accounts/sessions.repository.ts'
import { signinThrottlesRepository } from './accounts/signin-throttles.repository.ts'
import { signupsRepository } from './accounts/signups.repository.ts'
import { favoritesRepository } from './favorites/favorites.repository.ts'
import { listingsRepository } from './listings/listings.repository.ts'
import { matchAlerts } from './matches/match-alerts.ts'
import { matchCandidatesRepository } from './matches/match-candidates.repository.ts'
import { matchesRepository } from './matches/matches.repository.ts'
import { wantedRequestsRepository } from './matches/wanted-requests.repository.ts'
import { savedSearchesRepository } from './saved-searches/saved-searches.repository.ts'
import { unsubscribeLinksRepository } from './saved-searches/unsubscribe-links.repository.ts'
import { auditLogRepository } from './admin/audit-log.repository.ts'
import { rolesRepository } from './admin/roles.repository.ts'
import { decisionMessages } from './moderation/decision-messages.ts'
import { moderationRepository } from './moderation/moderation.repository.ts'
import { priceGuideRepository } from './prices/price-guide.repository.ts'
import { reportsReadRepository } from './moderation/reports-read.repository.ts'
import { soldPricesRepository } from './prices/sold-prices.repository.ts'
import { reportsRepository } from './reporting/reports.repository.ts'
import { interactionCounter } from './statistics/interaction-counter.ts'
import { statisticsRepository } from './statistics/statistics.repository.ts'
import { verificationsRepository } from './verification/verification.repository.ts'

export type Lifecycle = { shuttingDown: boolean }

/**
 * What the handlers work with; built once per app, so tests get the real thing over their own database.
 * It is how one feature reaches another's repository or service (a favourite checks that its listing
 * may be seen, a publish tells the match alerts): features import no other feature's modules.
 */
export interface Context {
  db: Db
  /** Queues messages to customers (codes, passwords, match alerts) on their channels. */
  messages: Messages
  /** The development outbox the dev endpoint reads (null when messages go elsewhere only). */
  outbox: Outbox | null
  now: () => Date
  /** Keyed digests of client addresses (ADDRESS_KEY): what is kept of an address, never the address. */
  addressDigest: AddressDigest
  startedAt: number
  /** Set when the server is told to stop: readiness turns 503 while it finishes its requests. */
  lifecycle: Lifecycle
  listings: ReturnType<typeof listingsRepository>
  favorites: ReturnType<typeof favoritesRepository>
  customers: ReturnType<typeof customersRepository>
  sessions: ReturnType<typeof sessionsRepository>
  signups: ReturnType<typeof signupsRepository>
  signinThrottles: ReturnType<typeof signinThrottlesRepository>
  savedSearches: ReturnType<typeof savedSearchesRepository>
  /** The unsubscribe links of saved searches and wanted requests. */
  unsubscribeLinks: ReturnType<typeof unsubscribeLinksRepository>
  /** A customer's matches (the matches page and its unread count). */
  matches: ReturnType<typeof matchesRepository>
  /** Wanted requests and the listings for sale that answer them. */
  wantedRequests: ReturnType<typeof wantedRequestsRepository>
  /** Matches published listings with saved searches and sends their messages. */
  alerts: ReturnType<typeof matchAlerts>
  /** Draws and caches the listings' share cards (PNG). */
  cards: CardRenderer
  /** Reports filed by customers and visitors (with their limits). */
  reports: ReturnType<typeof reportsRepository>
  /** What moderators read: the report queue, sellers as they see them, a seller's record. */
  reportsRead: ReturnType<typeof reportsReadRepository>
  /** The moderators' writes on listings, sellers and reports, inside a decision's transaction. */
  moderation: ReturnType<typeof moderationRepository>
  /** Tells a seller of a moderators' decision (`send(notice, tx)`), queued in the decision's transaction. */
  decisionMessages: ReturnType<typeof decisionMessages>
  /** The append-only record of every decision (`write(entry, tx)` in the decision's transaction). */
  auditLog: ReturnType<typeof auditLogRepository>
  /** The moderators and admins, and role changes. */
  roles: ReturnType<typeof rolesRepository>
  /** Sellers' proofs of ownership and the moderators' decisions on them. */
  verifications: ReturnType<typeof verificationsRepository>
  /** Everything held about a customer, for their data export. */
  dataExport: ReturnType<typeof dataExportRepository>
  /** Deleting an account: what it holds deleted, what identifies it erased. */
  accountDeletion: ReturnType<typeof accountDeletionRepository>
  /** Sellers' statistics: the daily counts of their listings. */
  statistics: ReturnType<typeof statisticsRepository>
  /** Views and WhatsApp taps gathered in memory, written every few seconds (app.ts flushes it). */
  interactions: ReturnType<typeof interactionCounter>
  /** Published sales: the sold-prices record. */
  soldPrices: ReturnType<typeof soldPricesRepository>
  /** The fair-price guide's comparables: asking prices and published sales. */
  priceGuide: ReturnType<typeof priceGuideRepository>
}

export function createContext(options: {
  db: Db
  messages: Messages
  outbox: Outbox | null
  now: () => Date
  countCacheMs: number
  /** How long visitors' answers are kept (the guide keeps its candidates as long). */
  answerCacheMs: number
  cards: CardRenderer
  lifecycle: Lifecycle
  addressDigest: AddressDigest
  log: Pick<FastifyBaseLogger, 'error'>
}): Context {
  const { db, countCacheMs, answerCacheMs, log, ...rest } = options
  const wantedRequests = wantedRequestsRepository(db)
  const matches = matchesRepository(db)
  const statistics = statisticsRepository(db)
  return {
    db,
    ...rest,
    savedSearches: savedSearchesRepository(db),
    unsubscribeLinks: unsubscribeLinksRepository(db),
    matches,
    wantedRequests,
    alerts: matchAlerts({
      db,
      candidates: matchCandidatesRepository(db),
      wantedRequests,
      newToken,
      messages: options.messages,
      now: options.now,
      log,
    }),
    startedAt: options.now().getTime(),
    listings: listingsRepository(db, { countCacheMs, answerCacheMs }),
    favorites: favoritesRepository(db),
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    signups: signupsRepository(db),
    signinThrottles: signinThrottlesRepository(db),
    reports: reportsRepository(db),
    reportsRead: reportsReadRepository(db),
    moderation: moderationRepository(),
    decisionMessages: decisionMessages(options.messages),
    auditLog: auditLogRepository(db),
    roles: rolesRepository(db),
    verifications: verificationsRepository(db),
    dataExport: dataExportRepository(db, matches.every),
    accountDeletion: accountDeletionRepository(db),
    statistics,
    interactions: interactionCounter({
      write: statistics.addCounts,
      now: options.now,
      visitorDigest: options.addressDigest,
      log,
    }),
    soldPrices: soldPricesRepository(db),
    priceGuide: priceGuideRepository(db, { cacheMs: answerCacheMs }),
  }
}
