import { listingMutations } from '@raqam/api/listings.mutations'
import type { Product } from '@raqam/api/schema'
import { useMutation } from '@tanstack/react-query'
import { Checkbox } from '@raqam/ui/field'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { ListingPriceGuide } from '#components/price-guide/listing-price-guide.tsx'
import { ListingDialog } from './listing-dialog.tsx'
import { ListingTermsFields } from './listing-fields.tsx'
import { changesOf, editsOf } from './listing-form.ts'
import { useListingForm } from './use-listing-form.ts'

type EditListingDialogProps = {
  listing: Product
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The owner changes a listing's titles, descriptions, prices (a wanted request's budget) and sharing
 * (docs/adr/0020-listing-edits-withdrawal-and-price-history.md). The number, category, emirate and code
 * stay as published, so they are not in the form. The fields are checked as the publish dialog checks
 * them (listing-problems.ts); Save sends only what changed (nothing changed: the dialog just closes).
 * OwnerActions mounts it for each opening, so it starts from the listing as it is then, and a refetch
 * never wipes what is typed.
 */
export function EditListingDialog({ listing, open, onOpenChange }: EditListingDialogProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const { t: tt } = useTranslation('trust')
  const api = useApi()
  const notify = useNotify()
  const update = useMutation(listingMutations.update(api))
  const { form, shown, submit, registerTerm } = useListingForm(editsOf(listing), listing.isOrder)
  const { register } = form
  // A listing the moderators hid cannot be shared (the server refuses it: listingHidden), nor a withdrawn one.
  const unshareable = listing.hidden ? tt('hidden.sharedHint') : listing.withdrawn ? t('edit.withdrawnHint') : null

  const save = submit((valid) => {
    const changes = changesOf(valid, listing)
    if (Object.keys(changes).length === 0) return onOpenChange(false)
    update.mutate(
      { id: listing._id, changes },
      {
        onSuccess: () => {
          notify.success(tc('messages.listingUpdated'))
          onOpenChange(false)
        },
        onError: (error) => notify.error(error),
      },
    )
  })

  return (
    <ListingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title')}
      description={t(listing.isOrder ? 'edit.wantedDescription' : 'edit.description')}
      onSave={() => void save()}
      saving={update.isPending}
    >
      <ListingTermsFields register={registerTerm} shown={shown} isOrder={listing.isOrder} />
      {/* What numbers like this one ask and sold for, under the price being changed. */}
      <ListingPriceGuide listing={listing} headingLevel={3} />
      <Checkbox label={t('edit.shared')} hint={unshareable} disabled={unshareable !== null} {...register('shared')} />
    </ListingDialog>
  )
}
