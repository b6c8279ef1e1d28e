import type { OutboxQuery } from '#schema.ts'

/**
 * Query keys of operational reads. They sit outside the cache tag types (tags.ts) on purpose: nothing the
 * storefront does changes them, so no mutation invalidates them.
 */
export const systemKeys = {
  all: ['System'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
  outbox: (query: OutboxQuery = {}) => [...systemKeys.all, 'outbox', query] as const,
}
