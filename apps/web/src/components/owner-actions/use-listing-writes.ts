import { listingMutations } from '@raqam/api/listings.mutations'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'

type Write = 'withdraw' | 'restore'

const successMessage = {
  withdraw: 'messages.listingWithdrawn',
  restore: 'messages.listingRestored',
} as const satisfies Record<Write, string>

/**
 * An owner's one-click writes of a listing: Withdraw and Restore (Sold asks first: MarkSoldDialog).
 * Each says how it went in a toast; `pending` names
 * the write in flight and its listing, for the button's spinner.
 */
export function useListingWrites() {
  const { t } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const withdraw = useMutation(listingMutations.withdraw(api))
  const restore = useMutation(listingMutations.restore(api))
  const mutations = { withdraw, restore }
  const running = (Object.keys(mutations) as Write[]).find((write) => mutations[write].isPending)
  return {
    pending: running ? { write: running, id: mutations[running].variables } : undefined,
    run: (write: Write, listingId: string) =>
      mutations[write].mutate(listingId, {
        onSuccess: () => notify.success(t(successMessage[write])),
        onError: (error) => notify.error(error),
      }),
  }
}
