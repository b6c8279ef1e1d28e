import { favoriteMutations } from '@raqam/api/favorites.mutations'
import type { Product } from '@raqam/api/schema'
import type { FavoriteButtonProps } from '@raqam/ui/favorite-button'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { useSignInFirst } from '#lib/session/sign-in-first.ts'
import { useSession } from '#lib/session/use-session.ts'

export type FavoriteHeart = Pick<FavoriteButtonProps, 'pressed' | 'label' | 'onPressedChange' | 'signInHref'>

/**
 * A listing's heart: off → on (add) and back (remove) for a customer, whose call's promise settles when
 * the call (and the refresh of listings) is done, which is how the heart knows to stop its spinner. A
 * visitor's heart is a link to sign in that returns here, so it works before the page's script has run;
 * once it has, a tap says "You are not logged in" and goes there, with no call.
 */
export function useFavoriteHeart(): (listing: Pick<Product, '_id' | 'isFavorite'>) => FavoriteHeart {
  const { t } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const signInFirst = useSignInFirst()
  const { signedIn } = useSession()
  const add = useMutation(favoriteMutations.add(api))
  const remove = useMutation(favoriteMutations.remove(api))

  if (!signedIn) {
    return () => ({
      pressed: false,
      label: t('card.favoriteSignIn'),
      signInHref: signInFirst.href,
      onPressedChange: signInFirst.go,
    })
  }
  return (listing) => ({
    pressed: listing.isFavorite,
    label: t('card.favorite'),
    onPressedChange: (favorite) => {
      const call = favorite ? add.mutateAsync(listing._id) : remove.mutateAsync(listing._id)
      return call.then(
        () => notify.success(favorite ? t('messages.addedSuccessfully') : t('messages.removedSuccessfully')),
        (error: unknown) => notify.error(error),
      )
    },
  })
}
