import type { Product } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { verificationOffer } from '#components/verification/verification-offer.ts'
import styles from './owner-actions.module.css'
import { useListingWrites } from './use-listing-writes.ts'

// The form (and react-hook-form) loads when an owner first presses Edit: every card carries these actions.
const EditListingDialog = lazy(() =>
  import('#components/listing-editor/edit-listing-dialog.tsx').then((module) => ({
    default: module.EditListingDialog,
  })),
)
// Its texts (the `sales` namespace) load as it first renders, in its Suspense.
const MarkSoldDialog = lazy(() =>
  import('./mark-sold-dialog.tsx').then((module) => ({ default: module.MarkSoldDialog })),
)
const VerificationDialog = lazy(() =>
  import('#components/verification/verification-dialog.tsx').then((module) => ({
    default: module.VerificationDialog,
  })),
)

type OwnerActionsProps = {
  listing: Product
  /** `sm` on cards (My Products), `lg` on the detail page. */
  size?: 'sm' | 'lg'
  /** Withdraw is offered on the detail page; cards keep to Edit and Sold (or Restore). */
  withWithdraw?: boolean
}

/**
 * What an owner can do with their listing (docs/adr/0020-listing-edits-withdrawal-and-price-history.md): Edit (the dialog), Sold (its
 * dialog, with the price it sold for), Withdraw and Restore.
 * A sold listing changes no more, so it has none; a withdrawn one offers Restore instead of Sold. A listing
 * for sale offers the verified owner mark (the proof's dialog), or says it waits for a moderator.
 */
export function OwnerActions({ listing, size = 'sm', withWithdraw = false }: OwnerActionsProps) {
  const { t } = useTranslation()
  const { t: tt } = useTranslation('trust')
  const [editing, setEditing] = useState(false)
  const [verifying, setVerifying] = useState(false)
  const [selling, setSelling] = useState(false)
  const offer = verificationOffer(listing)
  const { pending, run } = useListingWrites()
  if (listing.isSold) return null
  const busy = (write: 'withdraw' | 'restore') => pending?.write === write && pending.id === listing._id

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setEditing(true)}>
        {t('card.edit')}
      </Button>
      {listing.withdrawn ? (
        <Button
          variant="accent"
          size={size}
          busy={busy('restore')}
          busyLabel={t('card.restoring')}
          onClick={() => run('restore', listing._id)}
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
              onClick={() => run('withdraw', listing._id)}
            >
              {t('card.withdraw')}
            </Button>
          )}
          <Button variant="danger" size={size} onClick={() => setSelling(true)} aria-haspopup="dialog">
            {t('card.markSold')}
          </Button>
        </>
      )}
      {(offer === 'ask' || offer === 'again') && (
        <Button variant="accent" size={size} onClick={() => setVerifying(true)} aria-haspopup="dialog">
          {tt(offer === 'ask' ? 'verification.open' : 'verification.sendAgain')}
        </Button>
      )}
      {/* On a card; the detail page says it at length (VerificationState). */}
      {offer === 'pending' && size === 'sm' && <span className={styles.waiting}>{tt('verification.pending')}</span>}
      {editing && (
        <Suspense>
          <EditListingDialog listing={listing} open onOpenChange={setEditing} />
        </Suspense>
      )}
      {selling && (
        <Suspense>
          <MarkSoldDialog listing={listing} open onOpenChange={setSelling} />
        </Suspense>
      )}
      {verifying && (
        <Suspense>
          <VerificationDialog listing={listing} open onOpenChange={setVerifying} />
        </Suspense>
      )}
    </>
  )
}
