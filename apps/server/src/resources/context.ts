import type { FastifyBaseLogger } from 'fastify'
import { newToken } from '#auth/tokens.ts'
import type { CardRenderer } from '#cards/card-renderer.ts'
import type { Db } from '#db/client.ts'
import type { Messages } from '#notifier/messages.ts'
import type { Outbox } from '#notifier/notifier.ts'
import { customersRepository } from './customers.repository.ts'
import { favoritesRepository } from './favorites.repository.ts'
import { matchAlerts } from './match-alerts.ts'
import { productsRepository } from './products.repository.ts'
import { savedSearchesRepository } from './saved-searches.repository.ts'
import { sessionsRepository } from './sessions.repository.ts'
import { signinThrottlesRepository } from './signin-throttles.repository.ts'
import { signupsRepository } from './signups.repository.ts'
import { wantedRequestsRepository } from './wanted-requests.ts'

export type Lifecycle = { shuttingDown: boolean }

/** What the handlers work with; built once per app, so tests get the real thing over their own database. */
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
  products: ReturnType<typeof productsRepository>
  favorites: ReturnType<typeof favoritesRepository>
  customers: ReturnType<typeof customersRepository>
  sessions: ReturnType<typeof sessionsRepository>
  signups: ReturnType<typeof signupsRepository>
  signinThrottles: ReturnType<typeof signinThrottlesRepository>
  savedSearches: ReturnType<typeof savedSearchesRepository>
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
  const savedSearches = savedSearchesRepository(db)
  const wantedRequests = wantedRequestsRepository(db)
  return {
    db,
    ...rest,
    savedSearches,
    wantedRequests,
    alerts: matchAlerts({
      db,
      savedSearches,
      wantedRequests,
      newToken,
      messages: options.messages,
      now: options.now,
      log,
    }),
    startedAt: options.now().getTime(),
    products: productsRepository(db, { countCacheMs }),
    favorites: favoritesRepository(db),
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    signups: signupsRepository(db),
    signinThrottles: signinThrottlesRepository(db),
  }
}

/** PostgreSQL's unique_violation, through drizzle's wrapper or straight from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505'
}

/** PostgreSQL's foreign_key_violation (a listing deleted while it was being favourited). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503'
}

function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}
