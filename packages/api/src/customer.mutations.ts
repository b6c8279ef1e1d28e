import { mutationOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { customerMutationKeys } from '#customer.keys.ts'
import { customerQueries } from '#customer.queries.ts'
import { multipartBody, type WithImageFile } from '#multipart.ts'
import { listingKeys } from '#listings.keys.ts'
import type { ProfileForm } from '#schema.ts'

/** What a profile update takes: the text fields (blanks keep a value) and, optionally, a new avatar. */
export type ProfileVariables = WithImageFile<ProfileForm>

/** Writes of the signed-in customer's own data. */
export const customerMutations = {
  /**
   * Updates the profile. The answer becomes the cached profile, and listings are refreshed because
   * they embed their seller's name, phone and avatar.
   */
  updateProfile: (api: ApiClient) =>
    mutationOptions({
      mutationKey: customerMutationKeys.updateProfile(),
      mutationFn: ({ json, image }: ProfileVariables) =>
        unwrap(
          api.PUT('/auth/customer/profile', {
            body: { json },
            bodySerializer: () => multipartBody(json, image),
          }),
        ),
      onSuccess: (updated, _vars, _onMutate, { client }) => {
        client.setQueryData(customerQueries.profile(api).queryKey, updated)
        return client.invalidateQueries({ queryKey: listingKeys.all })
      },
    }),
}
