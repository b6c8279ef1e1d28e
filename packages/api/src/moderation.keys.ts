import { userKeys } from '#customer.keys.ts'

/**
 * Query keys of the moderation console. They live under `User`: what the console shows depends on who
 * is signed in (their role), so signing out drops it with the rest of the customer's data.
 */
export const moderationKeys = {
  all: [...userKeys.all, 'moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  reportPage: (page: number) => [...moderationKeys.reports(), page] as const,
  sellers: () => [...moderationKeys.all, 'seller'] as const,
  seller: (id: string) => [...moderationKeys.sellers(), id] as const,
  verifications: () => [...moderationKeys.all, 'verifications'] as const,
  verificationPage: (page: number) => [...moderationKeys.verifications(), page] as const,
  staff: () => [...moderationKeys.all, 'staff'] as const,
  auditLog: () => [...moderationKeys.all, 'audit-log'] as const,
  auditPage: (page: number) => [...moderationKeys.auditLog(), page] as const,
}

/** Mutation keys of the moderators' and admins' decisions. */
export const moderationMutationKeys = {
  dismissReports: () => [...moderationKeys.all, 'dismiss'] as const,
  hideListing: () => [...moderationKeys.all, 'hide'] as const,
  restoreListing: () => [...moderationKeys.all, 'restore'] as const,
  suspendSeller: () => [...moderationKeys.all, 'suspend'] as const,
  reinstateSeller: () => [...moderationKeys.all, 'reinstate'] as const,
  approveVerification: () => [...moderationKeys.all, 'approve'] as const,
  refuseVerification: () => [...moderationKeys.all, 'refuse'] as const,
  setRole: () => [...moderationKeys.all, 'role'] as const,
}
