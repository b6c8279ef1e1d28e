import type { Product } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListingWrites } from './use-listing-writes.ts'

// The form (and react-hook-form) loads when an owner first presses Edit: every card carries these actions.
const EditListingDialog = lazy(() =>
  import('./edit-listing-dialog.tsx').then((module) => ({ default: module.EditListingDialog })),
)

type OwnerActionsProps = {
  product: Product
  /** `sm` on cards (My Products), `lg` on the detail page. */
  size?: 'sm' | 'lg'
  /** Withdraw is offered on the detail page; cards keep to Edit and Sold (or Restore). */
  withWithdraw?: boolean
}

/**
 * What an owner can do with their listing (issue 18): Edit (the dialog), Sold, Withdraw and Restore.
 * A sold listing changes no more, so it has none; a withdrawn one offers Restore instead of Sold.
 */
export function OwnerActions({ product, size = 'sm', withWithdraw = false }: OwnerActionsProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const { pending, run } = useListingWrites()
  if (product.isSold) return null
  const busy = (write: 'markSold' | 'withdraw' | 'restore') => pending?.write === write && pending.id === product._id

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setEditing(true)}>
        {t('card.edit')}
      </Button>
      {product.withdrawn ? (
        <Button
          variant="accent"
          size={size}
          busy={busy('restore')}
          busyLabel={t('card.restoring')}
          onClick={() => run('restore', product._id)}
        >
          {t('card.restore')}
        </Button>
      ) : (
        <>
          {withWithdraw && (
            <Button
              variant="secondary"
              size={size}
              busy={busy('withdraw')}
              busyLabel={t('card.withdrawing')}
              onClick={() => run('withdraw', product._id)}
            >
              {t('card.withdraw')}
            </Button>
          )}
          <Button
            variant="danger"
            size={size}
            busy={busy('markSold')}
            busyLabel={t('card.markingSold')}
            onClick={() => run('markSold', product._id)}
          >
            {t('card.markSold')}
          </Button>
        </>
      )}
      {editing && (
        <Suspense>
          <EditListingDialog product={product} open onOpenChange={setEditing} />
        </Suspense>
      )}
    </>
  )
}
