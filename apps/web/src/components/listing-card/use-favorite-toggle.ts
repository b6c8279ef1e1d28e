import { favoriteMutations } from '@raqam/api/favorites.mutations'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { useSession } from '#lib/session/use-session.ts'

/**
 * A favourite: off → on (add) and back (remove), signed-in only; a visitor gets "You are not
 * logged in" and no call. The returned promise settles when the call (and the refresh of listings)
 * is done, which is how the heart knows to stop its spinner.
 */
export function useFavoriteToggle(): (listingId: string, favorite: boolean) => Promise<void> | void {
  const { t } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const { signedIn } = useSession()
  const add = useMutation(favoriteMutations.add(api))
  const remove = useMutation(favoriteMutations.remove(api))

  return (listingId, favorite) => {
    if (!signedIn) {
      notify.invalid(t('messages.notLoggedIn'))
      return
    }
    const call = favorite ? add.mutateAsync(listingId) : remove.mutateAsync(listingId)
    return call.then(
      () => notify.success(favorite ? t('messages.addedSuccessfully') : t('messages.removedSuccessfully')),
      (error: unknown) => notify.error(error),
    )
  }
}
