import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { savedSearchKeys, savedSearchMutationKeys, unsubscribeLinkKeys } from '#saved-searches.keys.ts'
import type { SavedSearchCreate, UnsubscribeState } from '#schema.ts'

/** Writes of saved searches; each refreshes what it changes before it resolves. */
export const savedSearchMutations = {
  /** Saves the current filters under a name. */
  create: (api: ApiClient) =>
    mutationOptions({
      mutationKey: savedSearchMutationKeys.create(),
      mutationFn: (body: SavedSearchCreate) => unwrap(api.POST('/customer/saved-searches', { body })),
      onSuccess: (_saved, _body, _onMutate, { client }) =>
        client.invalidateQueries({ queryKey: savedSearchKeys.list() }),
    }),

  /** Deletes a saved search, and the matches that go with it. */
  remove: (api: ApiClient) =>
    mutationOptions({
      mutationKey: savedSearchMutationKeys.remove(),
      mutationFn: (id: string) => unwrap(api.DELETE('/customer/saved-searches/{id}', { params: { path: { id } } })),
      onSuccess: (_none, _id, _onMutate, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: savedSearchKeys.list() }),
          client.invalidateQueries({ queryKey: savedSearchKeys.matches() }),
        ]),
    }),

  /** Marks every match read: the count drops to 0 at once. */
  markRead: (api: ApiClient) =>
    mutationOptions({
      mutationKey: savedSearchMutationKeys.markRead(),
      mutationFn: () => unwrap(api.POST('/customer/matches/read')),
      onSuccess: (count, _none, _onMutate, { client }) => client.setQueryData(savedSearchKeys.unread(), count),
    }),

  /** Stops a saved search's messages from its link's token (no sign-in needed). */
  unsubscribe: (api: ApiClient) =>
    mutationOptions({
      mutationKey: savedSearchMutationKeys.unsubscribe(),
      mutationFn: (token: string) => unwrap(api.POST('/saved-searches/unsubscribe', { body: { token } })),
      onSuccess: (state, token, _onMutate, { client }) => linkChanged(client, token, state),
    }),

  /** Starts a saved search's messages again from its link's token: the undo of `unsubscribe`. */
  resubscribe: (api: ApiClient) =>
    mutationOptions({
      mutationKey: savedSearchMutationKeys.resubscribe(),
      mutationFn: (token: string) => unwrap(api.POST('/saved-searches/resubscribe', { body: { token } })),
      onSuccess: (state, token, _onMutate, { client }) => linkChanged(client, token, state),
    }),
}

/**
 * The link's state becomes the answer, at once; the saved searches of a signed-in owner show the
 * messages' state too, so they are asked again.
 */
function linkChanged(client: QueryClient, token: string, state: UnsubscribeState) {
  client.setQueryData(unsubscribeLinkKeys.state(token), state)
  return client.invalidateQueries({ queryKey: savedSearchKeys.list() })
}
