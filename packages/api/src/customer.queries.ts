import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { userKeys } from '#customer.keys.ts'

/** Reads of the signed-in customer. */
export const customerQueries = {
  /** The signed-in customer (`401` as an ApiError when signed out). */
  profile: (api: ApiClient) =>
    queryOptions({
      queryKey: userKeys.profile(),
      queryFn: ({ signal }) => unwrap(api.GET('/auth/customer/profile', { signal })),
    }),
}
