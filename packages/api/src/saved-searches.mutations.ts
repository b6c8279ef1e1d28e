import { mutationOptions } from '@tanstack/react-query'
import { type ApiClient, unwrap } from '#client.ts'
import { savedSearchKeys, savedSearchMutationKeys } from '#saved-searches.keys.ts'
import type { SavedSearchCreate } from '#schema.ts'

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
    }),
}
