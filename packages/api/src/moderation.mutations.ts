import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { listingKeys } from '#listings.keys.ts'
import { moderationKeys, moderationMutationKeys } from '#moderation.keys.ts'
import type { RefusalReason, ReportDismissal, ReportReason, RoleChange, SellerHistoryResponse } from '#schema.ts'

/** A decision about a listing or a seller: the reason the seller is told, and an optional note. */
export type Decision = { reason: ReportReason; note?: string }

/**
 * Every decision changes what the console shows (the queues, a seller's history, the audit log): all of it
 * is refreshed before the mutation resolves, so the decided group or request has left its queue by then.
 */
function consoleChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: moderationKeys.all })
}

/** A listing hidden or put back, or a seller's listings with them: every list and page that shows listings too. */
function listingsChanged(client: QueryClient) {
  return Promise.all([
    consoleChanged(client),
    client.invalidateQueries({ queryKey: listingKeys.all }),
    client.invalidateQueries({ queryKey: favoriteKeys.all }),
  ])
}

/** A seller's history as the answer gives it, then the rest refreshed. */
function storeSeller(client: QueryClient, id: string, history: SellerHistoryResponse) {
  client.setQueryData(moderationKeys.seller(id), history)
  return listingsChanged(client)
}

/** The moderators' and admins' decisions. */
export const moderationMutations = {
  /** Closes the open reports of one listing or one seller as dismissed. */
  dismissReports: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.dismissReports(),
      mutationFn: (body: ReportDismissal) => unwrap(api.POST('/moderation/reports/dismiss', { body })),
      onSuccess: (_answer, _body, _onMutate, { client }) => consoleChanged(client),
    }),

  /** Hides a listing from everybody but its owner and the moderators, with the reason its owner is told. */
  hideListing: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.hideListing(),
      mutationFn: ({ id, ...body }: Decision & { id: string }) =>
        unwrap(api.PUT('/moderation/listings/{id}/hide', { params: { path: { id } }, body })),
      onSuccess: (_hidden, _decision, _onMutate, { client }) => listingsChanged(client),
    }),

  /** Puts a hidden listing back. */
  restoreListing: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.restoreListing(),
      mutationFn: ({ id, note }: { id: string; note?: string }) =>
        unwrap(api.PUT('/moderation/listings/{id}/restore', { params: { path: { id } }, body: { note } })),
      onSuccess: (_restored, _note, _onMutate, { client }) => listingsChanged(client),
    }),

  /** Suspends a seller: signed out everywhere, refused at sign-in, every listing hidden. */
  suspendSeller: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.suspendSeller(),
      mutationFn: ({ id, ...body }: Decision & { id: string }) =>
        unwrap(api.PUT('/moderation/sellers/{id}/suspend', { params: { path: { id } }, body })),
      onSuccess: (history, { id }, _onMutate, { client }) => storeSeller(client, id, history),
    }),

  /** Lifts a seller's suspension and puts back the listings it hid. */
  reinstateSeller: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.reinstateSeller(),
      mutationFn: ({ id, note }: { id: string; note?: string }) =>
        unwrap(api.PUT('/moderation/sellers/{id}/reinstate', { params: { path: { id } }, body: { note } })),
      onSuccess: (history, { id }, _onMutate, { client }) => storeSeller(client, id, history),
    }),

  /** Approves a proof of ownership: the listing gets the "verified owner" mark. */
  approveVerification: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.approveVerification(),
      mutationFn: ({ id, note }: { id: string; note?: string }) =>
        unwrap(api.PUT('/moderation/verifications/{id}/approve', { params: { path: { id } }, body: { note } })),
      onSuccess: (_approved, _note, _onMutate, { client }) => listingsChanged(client),
    }),

  /** Refuses a proof of ownership, with the reason the seller is told. */
  refuseVerification: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.refuseVerification(),
      mutationFn: ({ id, ...body }: { id: string; reason: RefusalReason; note?: string }) =>
        unwrap(api.PUT('/moderation/verifications/{id}/refuse', { params: { path: { id } }, body })),
      onSuccess: (_refused, _decision, _onMutate, { client }) => consoleChanged(client),
    }),

  /** Grants the moderator role to the account with an e-mail (`moderator`), or removes it (`customer`); admins only. */
  setRole: (api: ApiClient) =>
    mutationOptions({
      mutationKey: moderationMutationKeys.setRole(),
      mutationFn: (body: RoleChange) => unwrap(api.PUT('/admin/roles', { body })),
      onSuccess: (_member, _change, _onMutate, { client }) => consoleChanged(client),
    }),
}
