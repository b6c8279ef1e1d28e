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

/**
 * Query keys of unsubscribe links. Outside `User`: the link works for whoever holds it, signed in or
 * not, and signing in or out changes nothing it shows.
 */
export const unsubscribeLinkKeys = {
  all: ['UnsubscribeLink'] as const,
  state: (token: string) => [...unsubscribeLinkKeys.all, token] as const,
}

/** Mutation keys of saved searches. */
export const savedSearchMutationKeys = {
  create: () => [...savedSearchKeys.all, 'create'] as const,
  remove: () => [...savedSearchKeys.all, 'delete'] as const,
  markRead: () => [...savedSearchKeys.matches(), 'read'] as const,
  unsubscribe: () => [...savedSearchKeys.all, 'unsubscribe'] as const,
  resubscribe: () => [...savedSearchKeys.all, 'resubscribe'] as const,
}
