import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { sellerKeys, userKeys } from '#customer.keys.ts'
import { httpStatus } from '#errors.ts'
import type { paths } from '#generated/openapi.ts'

/** Reads of the signed-in customer. */
export const customerQueries = {
  /** The signed-in customer (`401` as an ApiError when signed out). */
  profile: (api: ApiClient) =>
    queryOptions({
      queryKey: userKeys.profile(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/customer/profile', { signal })),
    }),
}

/** Reads of sellers, as anybody sees them. */
export const sellerQueries = {
  /** A seller's name, contacts and avatar (`404` for an unknown, deleted or suspended account). */
  seller: (api: ApiClient, id: string) =>
    queryOptions({
      queryKey: sellerKeys.seller(id),
      queryFn: ({ signal }) => unwrap(api.GET('/seller/{id}', { params: { path: { id } }, signal })),
    }),
}

/**
 * The path (under the API's base URL) of everything Raqam holds about the signed-in customer, answered
 * as a JSON attachment. A plain link to it downloads the file: the API shares the storefront's origin,
 * so the browser sends the `customerToken` cookie with it, script or not.
 */
export const customerDataExportPath = '/auth/customer/export' satisfies keyof paths

/** A seller's id names no seller: the server knows none (404) or refused its shape (400). */
export function isUnknownSeller(error: unknown): boolean {
  const status = httpStatus(error)
  return status === 400 || status === 404
}
