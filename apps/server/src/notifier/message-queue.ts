import { sql } from 'drizzle-orm'
import { fromDrizzle, PgBoss, type ConstructorOptions, type JobResult, type JobWithMetadata } from 'pg-boss'
import type { Db } from '#db/handle.ts'
import { CHANNELS, type Channel, type MessageJob, type MessageKind } from './kinds.ts'
import type { MessageMetrics } from './message-metrics.ts'
import type { RetryPolicy } from './retry-policy.ts'
import type { Sealer } from './sealed.ts'

/** One queue per channel, so a failing WhatsApp never holds back or repeats an e-mail (ADR 0031). */
const QUEUES: Record<Channel, string> = { email: 'messages.email', whatsapp: 'messages.whatsapp' }
/** Where pg-boss moves a message with no attempt left; its worker logs and counts it. */
const DEAD_LETTERS = 'messages.dead'

/** A job as the table holds it: what metrics and logs may show in clear, the rest sealed (sealed.ts). */
interface StoredJob {
  kind: MessageKind
  channel: Channel
  requestId: string | null
  expiresAt?: string
  /** `{ to, language, params }`, sealed. */
  sealed: string
}

/** A send the provider refused for good (an unknown number or mailbox): no retry would change that. */
export class PermanentFailure extends Error {}

/** What a delivery came to; a failure is thrown (PermanentFailure: never retried). */
export type Delivery = 'sent' | 'expired' | 'already sent'

export interface MessageQueueOptions {
  connection: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>
  deliver: (job: MessageJob, jobId: string) => Promise<Delivery>
  sealer: Sealer
  retry: RetryPolicy
  metrics: MessageMetrics
  log: {
    error(details: object, message: string): void
    warn(details: object, message: string): void
  }
  /**
   * The slowest a worker looks for due jobs, in seconds (new jobs wake it at once through LISTEN;
   * this paces retries). Tests make it short.
   */
  pollSeconds?: number
}

/**
 * pg-boss on the app's database: the queues, their workers, and sending into them. Nothing runs until
 * `start()` (the app's last step, so a start-up that fails leaves no worker behind).
 */
export function messageQueue(options: MessageQueueOptions) {
  const { sealer, metrics, log } = options
  const boss = new PgBoss({ ...options.connection, useListenNotify: true, schedule: false })
  boss.on('error', (error: Error) => log.error({ err: error }, 'the message queue failed'))
  boss.on('warning', (warning: unknown) => log.warn({ warning }, 'the message queue warns'))
  let started = false

  async function start(): Promise<void> {
    await boss.start()
    started = true
    await ensureQueue(boss, DEAD_LETTERS, { retentionSeconds: 14 * 86_400 })
    for (const channel of CHANNELS) {
      // The job's own settings (per kind) win over these; a send never takes a minute.
      await ensureQueue(boss, QUEUES[channel], { notify: true, deadLetter: DEAD_LETTERS, expireInSeconds: 60 })
    }
    // New jobs wake the workers at once (LISTEN); the polls pace retries that come due. A worker takes
    // a few jobs at a time and, while it finds its batch full, fetches again at once (a publish that
    // matches hundreds of saved searches queues them together).
    const poll = {
      pollingIntervalSeconds: options.pollSeconds ?? 2,
      notifyPollingIntervalSeconds: options.pollSeconds ?? 10,
    }
    for (const channel of CHANNELS) {
      const work = {
        ...poll,
        includeMetadata: true,
        perJobResults: true,
        batchSize: 5,
        burstWhenBatchFull: true,
        localConcurrency: 2,
      } as const
      await boss.work<StoredJob, JobResult[], typeof work>(QUEUES[channel], work, async (jobs) =>
        Promise.all(jobs.map(run)),
      )
    }
    const deadWork = { ...poll, includeMetadata: true } as const
    await boss.work<StoredJob, void, typeof deadWork>(DEAD_LETTERS, deadWork, async (jobs) => {
      for (const job of jobs) {
        const { kind, channel, requestId } = job.data
        metrics.count('dead', kind, channel)
        log.error(
          { requestId, kind, channel, job: job.sourceId ?? job.id, output: job.output },
          'a message was given up: no attempt left, or its provider refused it for good',
        )
      }
    })
  }

  /** One attempt at one job: completed, failed (pg-boss retries it, or moves it to the dead letters), or dead at once. */
  async function run(job: JobWithMetadata<StoredJob>): Promise<JobResult> {
    const { kind, channel, requestId } = job.data
    let message: MessageJob
    try {
      message = {
        ...job.data,
        ...sealer.open<Pick<MessageJob, 'to' | 'language' | 'params'>>(job.data.sealed),
      } as MessageJob
    } catch (error) {
      // Sealed with another MESSAGE_KEY: no attempt can read it.
      return { id: job.id, status: 'deadletter', output: { error: `cannot be opened: ${(error as Error).message}` } }
    }
    try {
      const delivery = await options.deliver(message, job.id)
      if (delivery === 'sent') metrics.count('sent', kind, channel)
      if (delivery === 'expired') metrics.count('expired', kind, channel)
      return { id: job.id, status: 'completed', output: { delivery } }
    } catch (error) {
      const output = { error: (error as Error).message.slice(0, 500) }
      if (error instanceof PermanentFailure) return { id: job.id, status: 'deadletter', output }
      if (job.retryCount < job.retryLimit) {
        metrics.count('retried', kind, channel)
        log.warn({ err: error, requestId, kind, channel, attempt: job.retryCount + 1 }, 'a message will be tried again')
      }
      return { id: job.id, status: 'failed', output }
    }
  }

  return {
    start,

    /**
     * Queues messages, one job each; inside `tx` they are written with the transaction, so a message
     * exists exactly when what caused it was committed.
     */
    async enqueue(messages: MessageJob[], tx?: Db): Promise<void> {
      const connection = tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}
      for (const message of messages) {
        const { to, language, params, ...open } = message
        const stored: StoredJob = { ...open, sealed: sealer.seal({ to, language, params }) }
        await boss.send(QUEUES[message.channel], stored, {
          ...connection,
          retryLimit: options.retry.attempts - 1,
          retryDelay: options.retry.firstRetrySeconds[message.kind],
          retryBackoff: true,
        })
      }
      for (const message of messages) metrics.count('queued', message.kind, message.channel)
    },

    /** Jobs waiting to run (new, or waiting for a retry), by kind and channel. */
    async waiting(): Promise<{ kind: MessageKind; channel: Channel; count: number }[]> {
      const { rows } = await boss.getDb().executeSql(
        `select data->>'kind' as kind, data->>'channel' as channel, count(*)::int as count
           from pgboss.job where name = any($1::text[]) and state in ('created', 'retry') group by 1, 2`,
        [Object.values(QUEUES)],
      )
      return rows as { kind: MessageKind; channel: Channel; count: number }[]
    },

    /** Stops taking jobs and waits (a while) for the ones running. */
    stop: async () => {
      if (started) await boss.stop({ graceful: true, timeout: 15_000 })
    },
  }
}

/** Creates a queue or brings its settings up to date (another instance may have made it first). */
async function ensureQueue(boss: PgBoss, name: string, settings: Parameters<PgBoss['createQueue']>[1]) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, settings)
  else await boss.createQueue(name, settings)
}

/** Installs or updates pg-boss's tables without working (the tests' template database, the bench); a server does it as its queue starts. */
export async function installMessageQueue(connection: MessageQueueOptions['connection']): Promise<void> {
  const boss = new PgBoss({ ...connection, supervise: false, schedule: false, registerInstance: false })
  await boss.start()
  await boss.stop({ graceful: false })
}
