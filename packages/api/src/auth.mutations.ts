import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { authKeys } from '#auth.keys.ts'
import { type ApiClient, clearSessionToken, storeSessionToken, unwrap } from '#client.ts'
import { userKeys } from '#customer.keys.ts'
import { customerQueries } from '#customer.queries.ts'
import { favoriteKeys } from '#favorites.keys.ts'
import { multipartBody, type WithImageFile } from '#multipart.ts'
import { listingKeys } from '#listings.keys.ts'
import type {
  AccountDeletion,
  AuthResponse,
  SendPasswordRequest,
  SigninRequest,
  SignupForm,
  VerificationRequest,
} from '#schema.ts'

/** What sign-up takes: the account fields and, optionally, the avatar file. */
export type SignupVariables = WithImageFile<SignupForm>

/**
 * The session: sign-in, the two-step sign-up, sign-out, deleting the account and the password e-mail. Signing in (or
 * finishing sign-up) stores the token in the `customerToken` cookie, caches the customer as the
 * profile and refreshes listings, whose `isFavorite` depends on who asks.
 */
export const authMutations = {
  /** Signs in with e-mail and password. */
  signin: (api: ApiClient) =>
    mutationOptions({
      mutationKey: authKeys.signin(),
      mutationFn: (body: SigninRequest) => unwrap(api.POST('/auth/customer/signin', { body })),
      onSuccess: (auth, _body, _onMutate, { client }) => startSession(api, client, auth),
    }),

  /** Step 1 of sign-up: sends the e-mail and WhatsApp codes. */
  signup: (api: ApiClient) =>
    mutationOptions({
      mutationKey: authKeys.signup(),
      mutationFn: ({ json, image }: SignupVariables) =>
        unwrap(
          api.POST('/auth/customer/signup', {
            body: { json },
            bodySerializer: () => multipartBody(json, image),
          }),
        ),
    }),

  /** Step 2 of sign-up: checks both codes, creates the account and signs it in. */
  verify: (api: ApiClient) =>
    mutationOptions({
      mutationKey: authKeys.verify(),
      mutationFn: (body: VerificationRequest) => unwrap(api.POST('/auth/customer/verification', { body })),
      onSuccess: (auth, _body, _onMutate, { client }) => startSession(api, client, auth),
    }),

  /**
   * Signs out. Whatever the server answers, the token is forgotten and the customer's data leaves the
   * cache, so a failed call cannot leave the storefront half signed in.
   */
  signout: (api: ApiClient) =>
    mutationOptions({
      mutationKey: authKeys.signout(),
      mutationFn: () => unwrap(api.POST('/auth/customer/signout')),
      onSettled: (_result, _error, _vars, _onMutate, { client }) => endSession(client),
    }),

  /**
   * Deletes the caller's account, confirmed with its password (`400` `currentPasswordWrong` on
   * `body.password` otherwise). Once the server has done it, the session ends here as at sign-out;
   * a refusal changes nothing.
   */
  deleteAccount: (api: ApiClient) =>
    mutationOptions({
      mutationKey: authKeys.deleteAccount(),
      mutationFn: (body: AccountDeletion) => unwrap(api.POST('/auth/customer/delete', { body })),
      onSuccess: (_result, _body, _onMutate, { client }) => endSession(client),
    }),

  /** E-mails a new password to the account with this address, if there is one. */
  sendPassword: (api: ApiClient) =>
    mutationOptions({
      mutationKey: authKeys.sendPassword(),
      mutationFn: (body: SendPasswordRequest) => unwrap(api.POST('/auth/customer/send-password', { body })),
    }),
}

/** Forgets the token and the customer's data, and refreshes listings (their `isFavorite` was the customer's). */
function endSession(client: QueryClient): Promise<void> {
  clearSessionToken()
  client.removeQueries({ queryKey: userKeys.all })
  client.removeQueries({ queryKey: favoriteKeys.all })
  return client.invalidateQueries({ queryKey: listingKeys.all })
}

function startSession(api: ApiClient, client: QueryClient, auth: AuthResponse): Promise<void> {
  storeSessionToken(auth.token)
  client.setQueryData(customerQueries.profile(api).queryKey, { data: auth.data })
  return client.invalidateQueries({ queryKey: listingKeys.all })
}
