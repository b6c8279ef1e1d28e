import { productMutations } from '@raqam/api/products.mutations'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'

/** SPEC §4 sold: the owner's Sold button; afterwards the button is gone and the Sold ribbon shows. */
export function useMarkSold() {
  const { t } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const mutation = useMutation(productMutations.markSold(api))
  return {
    pendingId: mutation.isPending ? mutation.variables : undefined,
    markSold: (productId: string) =>
      mutation.mutate(productId, {
        onSuccess: () => notify.success(t('messages.SoldThisProductSusseccfully')),
        onError: (error) => notify.error(error),
      }),
  }
}
