import { userKeys } from '#customer.keys.ts'

/**
 * Query keys of the signed-in customer's saved searches and matches. They live under `User`: they
 * are the customer's own data, dropped with it at sign-out.
 */
export const savedSearchKeys = {
  all: [...userKeys.all, 'saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
  matches: () => [...userKeys.all, 'matches'] as const,
  matchPage: (page: number) => [...savedSearchKeys.matches(), 'page', page] as const,
  unread: () => [...savedSearchKeys.matches(), 'unread'] as const,
}

/** Mutation keys of saved searches. */
export const savedSearchMutationKeys = {
  create: () => [...savedSearchKeys.all, 'create'] as const,
  remove: () => [...savedSearchKeys.all, 'delete'] as const,
  markRead: () => [...savedSearchKeys.matches(), 'read'] as const,
  unsubscribe: () => [...savedSearchKeys.all, 'unsubscribe'] as const,
}
