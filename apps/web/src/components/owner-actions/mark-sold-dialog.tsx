import { listingMutations } from '@raqam/api/listings.mutations'
import type { Product } from '@raqam/api/schema'
import { typedPrice } from '@raqam/listing-rules/numbers'
import { Dialog } from '@raqam/ui/dialog'
import { Checkbox, Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { priceProblem } from '#components/listing-editor/listing-problems.ts'
import { problemMessage } from '#components/listing-editor/problem-message.ts'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { useLanguage } from '#lib/use-language.ts'

type MarkSoldDialogProps = {
  listing: Product
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Sold": the owner confirms, and a seller may say what it sold for and publish that price on the
 * sold-prices record (private by default, `changeProductSold`). The price is checked as every price
 * field checks it; publishing needs one. A wanted request has no price: its dialog only confirms.
 * OwnerActions mounts it for each opening, so a refused save keeps what was typed.
 */
export function MarkSoldDialog({ listing, open, onOpenChange }: MarkSoldDialogProps) {
  const { t } = useTranslation('sales')
  const { t: ta, i18n } = useTranslation('account')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const api = useApi()
  const notify = useNotify()
  const markSold = useMutation(listingMutations.markSold(api))
  const [price, setPrice] = useState('')
  const [publish, setPublish] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [focusRequest, setFocusRequest] = useState<object>()
  const priceInput = useRef<HTMLInputElement>(null)
  // Focused after the render that draws its message, so the message is read with it.
  useEffect(() => {
    if (focusRequest) priceInput.current?.focus()
  }, [focusRequest])

  const problem = priceProblem(price)
  const needsPrice = publish && price.trim() === ''
  const priceError = problem
    ? problemMessage(i18n, language, problem)
    : submitted && needsPrice
      ? t('markSold.publishNeedsPrice')
      : undefined

  const save = () => {
    setSubmitted(true)
    if (!listing.isOrder && (problem || needsPrice)) return setFocusRequest({})
    const sale = listing.isOrder ? undefined : { price: typedPrice(price) ?? null, publish }
    // Not mutate's own callbacks: the sold listing drops its owner's actions, this dialog with them,
    // before they would run.
    void markSold.mutateAsync({ id: listing._id, sale }).then(
      () => {
        notify.success(tc('messages.listingSold'))
        onOpenChange(false)
      },
      (error: unknown) => notify.error(error),
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('markSold.title')}
      description={t(listing.isOrder ? 'markSold.wantedDescription' : 'markSold.description')}
      labels={{
        cancel: ta('dialog.cancel'),
        save: t('markSold.save'),
        saving: t('markSold.saving'),
        close: ta('dialog.close'),
      }}
      onSave={save}
      saving={markSold.isPending}
    >
      {!listing.isOrder && (
        <FieldStack>
          <Field label={t('markSold.price')} hint={t('markSold.priceHint')} error={priceError}>
            <Input
              ref={priceInput}
              name="price"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </Field>
          <Checkbox
            name="publish"
            label={t('markSold.publish')}
            hint={t('markSold.publishHint')}
            checked={publish}
            onChange={(event) => setPublish(event.target.checked)}
          />
        </FieldStack>
      )}
    </Dialog>
  )
}
