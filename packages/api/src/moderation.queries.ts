import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { moderationKeys } from '#moderation.keys.ts'

/** Reads of the moderation console (moderators and admins; the last two admins only). */
export const moderationQueries = {
  /** A page of open reports, grouped by the listing or seller they report, most reported first. */
  reportQueue: (api: ApiClient, page = 1) =>
    queryOptions({
      queryKey: moderationKeys.reportPage(page),
      queryFn: ({ signal }) => unwrap(api.GET('/moderation/reports', { params: { query: { page } }, signal })),
    }),

  /** A seller's account state, listings, the reports about them and the decisions about them. */
  sellerHistory: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: moderationKeys.seller(id),
      queryFn: ({ signal }) => unwrap(api.GET('/moderation/sellers/{id}', { params: { path: { id } }, signal })),
    }),

  /** A page of proofs of ownership waiting for a decision, oldest first. */
  verificationQueue: (api: ApiClient, page = 1) =>
    queryOptions({
      queryKey: moderationKeys.verificationPage(page),
      queryFn: ({ signal }) => unwrap(api.GET('/moderation/verifications', { params: { query: { page } }, signal })),
    }),

  /** Every moderator and admin (admins only). */
  staff: (api: ApiClient) =>
    queryOptions({
      queryKey: moderationKeys.staff(),
      queryFn: ({ signal }) => unwrap(api.GET('/admin/staff', { signal })),
    }),

  /** A page of the audit log, newest first (admins only). */
  auditLog: (api: ApiClient, page = 1) =>
    queryOptions({
      queryKey: moderationKeys.auditPage(page),
      queryFn: ({ signal }) => unwrap(api.GET('/admin/audit-log', { params: { query: { page } }, signal })),
    }),
}
