import type { Registry } from 'prom-client'
import type { CardRenderer } from '#cards/card-renderer.ts'
import type { Db } from '#db/handle.ts'
import { deliveriesRepository } from './deliveries.ts'
import { renderEmail } from './email/render-email.tsx'
import type { MessageJob } from './kinds.ts'
import { messageMetrics } from './message-metrics.ts'
import { messageQueue, type Delivery, type MessageQueueOptions } from './message-queue.ts'
import type { Channels } from './notifier.ts'
import { RETRY_POLICY, type RetryPolicy } from './retry-policy.ts'
import { sealer } from './sealed.ts'
import { templateMessage, type WhatsAppTemplates } from './whatsapp-templates.ts'
import { renderText } from './render-text.ts'

export interface CustomerMessagesOptions {
  db: Db
  /** How pg-boss reaches the database (Database.jobQueue). */
  connection: MessageQueueOptions['connection']
  channels: Channels
  templates: WhatsAppTemplates
  /** MESSAGE_KEY; null: the development key. */
  messageKey: string | null
  cards: CardRenderer
  now: () => Date
  log: MessageQueueOptions['log']
  retry?: RetryPolicy
  pollSeconds?: number
}

/** The codes or password a message carries (only the development outbox shows them). */
function secretsOf(job: MessageJob): string[] {
  if (job.kind === 'verificationCode') return [job.params.code]
  if (job.kind === 'newPassword') return [job.params.password]
  return []
}

/**
 * Messages to customers: queued as durable jobs (one per channel), then rendered in the customer's
 * language and handed to the channel's provider by the queue's workers, on whichever instance takes
 * the job first (ADR 0031). The workers start with `start()`.
 */
export function customerMessages(options: CustomerMessagesOptions) {
  const { channels, now } = options
  const deliveries = deliveriesRepository(options.db)
  const metrics = messageMetrics()

  async function deliver(job: MessageJob, jobId: string): Promise<Delivery> {
    if (job.expiresAt && Date.parse(job.expiresAt) <= now().getTime()) return 'expired'
    if (await deliveries.sent(jobId)) return 'already sent'
    const secrets = secretsOf(job)
    if (job.channel === 'email') {
      const email = await renderEmail(job, { cards: options.cards })
      await channels.email({ ...email, to: job.to, id: jobId, secrets })
    } else {
      const { text } = renderText(job)
      await channels.whatsapp({ to: job.to, text, template: templateMessage(job, options.templates), secrets })
    }
    await deliveries.record(jobId, now())
    return 'sent'
  }

  const queue = messageQueue({
    connection: options.connection,
    deliver,
    sealer: sealer(options.messageKey),
    retry: options.retry ?? RETRY_POLICY,
    metrics,
    log: options.log,
    pollSeconds: options.pollSeconds,
  })

  return {
    start: () => queue.start(),
    /** Queues the messages; with `tx`, as part of that transaction. */
    send: (jobs: MessageJob[], tx?: Db) => queue.enqueue(jobs, tx),
    /** Adds the message metrics to the app's /metrics. */
    registerMetrics: (registry: Registry) => metrics.register(registry, () => queue.waiting()),
    /** The housekeeping sweep's part: delivery records no job can ask for any more. */
    purgeDeliveries: () => deliveries.purgeOld(now()),
    stop: () => queue.stop(),
  }
}

export type CustomerMessages = ReturnType<typeof customerMessages>
