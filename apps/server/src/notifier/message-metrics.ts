import { Counter, Gauge, type Registry } from 'prom-client'
import type { Channel, MessageKind } from './kinds.ts'

/**
 * What became of messages, by kind and channel: queued (enqueued by this instance), sent, retried (an
 * attempt failed and another will come), dead (no attempt left, or the provider refused for good) and
 * expired (dropped unsent: a code past its life). Counters are per instance, as Prometheus sums them;
 * `raqam_messages_waiting` is read from the shared queue, so every instance reports the same.
 */
type MessageOutcome = 'queued' | 'sent' | 'retried' | 'dead' | 'expired'

export interface MessageMetrics {
  count(outcome: MessageOutcome, kind: MessageKind, channel: Channel): void
  /** Adds the metrics to a registry (the app's /metrics), reading the waiting jobs when scraped. */
  register(registry: Registry, waiting: () => Promise<{ kind: MessageKind; channel: Channel; count: number }[]>): void
}

export function messageMetrics(): MessageMetrics {
  const messages = new Counter({
    name: 'raqam_messages_total',
    help: 'Messages by kind, channel and outcome (queued, sent, retried, dead, expired).',
    labelNames: ['kind', 'channel', 'outcome'],
    registers: [],
  })
  return {
    count: (outcome, kind, channel) => messages.inc({ kind, channel, outcome }),
    register(registry, waiting) {
      registry.registerMetric(messages)
      new Gauge({
        name: 'raqam_messages_waiting',
        help: 'Messages waiting in the queue (new, or waiting for a retry), by kind and channel.',
        labelNames: ['kind', 'channel'],
        registers: [registry],
        async collect() {
          this.reset()
          for (const row of await waiting()) this.set({ kind: row.kind, channel: row.channel }, row.count)
        },
      })
    },
  }
}
