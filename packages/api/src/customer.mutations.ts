import { mutationOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { customerMutationKeys } from '#customer.keys.ts'
import { customerQueries } from '#customer.queries.ts'
import { multipartBody, type WithImageFile } from '#multipart.ts'
import { listingKeys } from '#listings.keys.ts'
import type { ProfileForm, TermsAcceptance } from '#schema.ts'

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

  /**
   * Accepts a version of the Terms of Use (only the current one: `409` `termsOutdated` otherwise). The
   * answer, the customer with the accepted version, becomes the cached profile.
   */
  acceptTerms: (api: ApiClient) =>
    mutationOptions({
      mutationKey: customerMutationKeys.acceptTerms(),
      mutationFn: (body: TermsAcceptance) => unwrap(api.POST('/auth/customer/accept-terms', { body })),
      onSuccess: (customer, _vars, _onMutate, { client }) => {
        client.setQueryData(customerQueries.profile(api).queryKey, customer)
      },
    }),
}
