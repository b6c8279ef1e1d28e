import type { FastifyBaseLogger } from 'fastify'
import type { AddressDigest } from '#auth/address-digest.ts'
import type { CardRenderer } from '#cards/card-renderer.ts'
import type { OperationId } from '#contract.ts'
import type { Db } from '#db/handle.ts'
import type { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { CustomerMessages } from '#notifier/customer-messages.ts'
import type { Outbox } from '#notifier/notifier.ts'

// How a feature brings itself (ADR 0050): a folder whose `<name>.feature.ts` says what it needs and
// what it adds; app.ts lists the features, and composeFeatures (features/compose.ts)
// builds them in order.

export type Lifecycle = { shuttingDown: boolean }

/** What the server gives every feature; a feature names the few members it uses in its needs. */
export interface Platform {
  db: Db
  /** The customer-message queue: codes, passwords, alerts, decisions, on their channels. */
  messages: CustomerMessages
  /** The development outbox the dev endpoint reads (null when messages go elsewhere only). */
  outbox: Outbox | null
  now: () => Date
  /** When this server started (ms), for the health answer. */
  startedAt: number
  /** Set when the server is told to stop: readiness turns 503 while it finishes its requests. */
  lifecycle: Lifecycle
  /** Keyed digests of client addresses (ADDRESS_KEY): what is kept of an address, never the address. */
  addressDigest: AddressDigest
  /** Draws and caches the listings' share cards (PNG). */
  cards: CardRenderer
  /** The public origin (`https://raqam.ae`) messages and share tags link to; null: the request's own. */
  publicUrl: string | null
  log: Pick<FastifyBaseLogger, 'error'>
  /** How long things are kept and how often jobs run (AppOptions; tests shorten them). */
  timing: Timing
}

interface Timing {
  /** How long list counts are reused (0 counts every time). */
  countCacheMs: number
  /** How long visitors' answers are kept (the price guide keeps its candidates as long). */
  answerCacheMs: number
  /** How often what nobody can use any more is deleted. */
  housekeepingMs: number
  /** How often waiting match messages are looked for (undefined: the matches feature's own default). */
  alertSweepMs?: number
  /** How often the views and WhatsApp taps gathered in memory are written (undefined: statistics' default). */
  interactionFlushMs?: number
}

/** A notice every instance hears (db/listing-changes.ts). */
export type Channel = typeof LISTINGS_CHANGED

/** Work on a timer while the server is open; the timer never keeps the process alive. */
export interface Job {
  /** Names the job in the log line of a failed run. */
  name: string
  everyMs: number
  run: () => Promise<unknown>
  /** Run once more when the server closes (what is gathered in memory is written, not lost). */
  atClose?: boolean
}

/** What a feature adds to the server. */
export interface Built<Provides extends object = object> {
  /** The contract's operations it implements. */
  handlers?: Partial<Handlers>
  /** Services later features may ask for, by name. */
  provides?: Provides
  jobs?: Job[]
  /** The notices its writes send (in their transactions), so that others may listen. */
  announces?: Channel[]
  /** What it does when a notice is heard (from any instance, this one included). */
  listens?: Partial<Record<Channel, () => void>>
  /** Its operations whose answers to visitors may be kept for `timing.answerCacheMs` (http/answer-cache.ts). */
  cachedAnswers?: OperationId[]
}

/** A feature: its name, and how it is built from what it needs. */
export interface Feature<Needs = never, Provides extends object = object> {
  name: string
  build: (needs: Needs) => Built<Provides>
}

export const feature = <Needs, Provides extends object = object>(
  name: string,
  build: (needs: Needs) => Built<Provides>,
): Feature<Needs, Provides> => ({ name, build })
