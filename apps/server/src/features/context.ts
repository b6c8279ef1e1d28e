import type { FastifyBaseLogger } from 'fastify'
import { newToken } from '#auth/tokens.ts'
import type { CardRenderer } from '#cards/card-renderer.ts'
import type { Db } from '#db/handle.ts'
import type { Messages } from '#notifier/messages.ts'
import type { Outbox } from '#notifier/notifier.ts'
import { customersRepository } from './accounts/customers.repository.ts'
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
}

export function createContext(options: {
  db: Db
  messages: Messages
  outbox: Outbox | null
  now: () => Date
  countCacheMs: number
  cards: CardRenderer
  lifecycle: Lifecycle
  log: Pick<FastifyBaseLogger, 'error'>
}): Context {
  const { db, countCacheMs, log, ...rest } = options
  const wantedRequests = wantedRequestsRepository(db)
  return {
    db,
    ...rest,
    savedSearches: savedSearchesRepository(db),
    unsubscribeLinks: unsubscribeLinksRepository(db),
    matches: matchesRepository(db),
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
    listings: listingsRepository(db, { countCacheMs }),
    favorites: favoritesRepository(db),
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    signups: signupsRepository(db),
    signinThrottles: signinThrottlesRepository(db),
  }
}
