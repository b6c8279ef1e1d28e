import type { FastifyInstance } from 'fastify'
import type { OperationId } from '#contract.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { Channel, Feature, Job, Platform } from './shared/feature.ts'

// The one place the features meet (ADR 0050): built in the order listed, each from the platform and what
// the features before it provide. The types refuse a list where a feature comes before what it needs.

type AnyFeature = Feature<any, object> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The list unchanged when every feature's needs are met by the platform and the features before it. */
type InOrder<List extends readonly AnyFeature[], Have> = List extends readonly [
  infer First extends AnyFeature,
  ...infer Rest extends readonly AnyFeature[],
]
  ? First extends Feature<infer Needs, infer Provides>
    ? Have extends Needs
      ? readonly [First, ...InOrder<Rest, Have & Provides>]
      : readonly [{ error: 'this feature needs a service that no feature before it provides' }, ...InOrder<Rest, Have>]
    : never
  : readonly []

/** What the platform and every feature of the list provide. */
type AllProvided<List extends readonly AnyFeature[], Have> = List extends readonly [
  Feature<never, infer Provides>,
  ...infer Rest extends readonly AnyFeature[],
]
  ? AllProvided<Rest, Have & Provides>
  : Have

export interface Composed<Services> {
  /** The platform and every feature's services (what the composition itself reads: sessions, listings). */
  services: Services
  handlers: Partial<Handlers>
  jobs: Job[]
  /** Who listens to each notice, in the order of the list. */
  listeners: Map<Channel, (() => void)[]>
  cachedAnswers: OperationId[]
}

export function composeFeatures<const List extends readonly AnyFeature[]>(
  platform: Platform,
  features: List & InOrder<List, Platform>,
): Composed<AllProvided<List, Platform>> {
  const services: Record<string, unknown> = { ...platform }
  const handlers: Record<string, unknown> = {}
  const jobs: Job[] = []
  const listeners = new Map<Channel, (() => void)[]>()
  const announced = new Set<Channel>()
  const cachedAnswers: OperationId[] = []
  for (const { name, build } of features as readonly AnyFeature[]) {
    const built = build(services)
    for (const [key, service] of Object.entries(built.provides ?? {})) {
      if (key in services) throw new Error(`${name} provides ${key}, which something before it provides already`)
      services[key] = service
    }
    for (const [operation, handler] of Object.entries(built.handlers ?? {})) {
      if (operation in handlers) throw new Error(`${name} implements ${operation}, which another feature implements`)
      handlers[operation] = handler
    }
    jobs.push(...(built.jobs ?? []))
    for (const channel of built.announces ?? []) announced.add(channel)
    for (const [channel, listener] of Object.entries(built.listens ?? {}) as [Channel, () => void][]) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener])
    }
    cachedAnswers.push(...(built.cachedAnswers ?? []))
  }
  // A listener of a notice nobody sends would wait for nothing: a misspelt channel, or a feature left out.
  for (const channel of listeners.keys()) {
    if (!announced.has(channel)) throw new Error(`Features listen to ${channel}, which no feature announces`)
  }
  return {
    services: services as AllProvided<List, Platform>,
    handlers: handlers as Partial<Handlers>,
    jobs,
    listeners,
    cachedAnswers,
  }
}

/** Runs each job every `everyMs` while the app is open (and once more at close when it asks). */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): void {
  for (const job of jobs) {
    const run = () => job.run().catch((error: unknown) => app.log.error({ err: error }, `the ${job.name} failed`))
    const timer = setInterval(() => void run(), job.everyMs)
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      if (job.atClose) await run()
    })
  }
}
