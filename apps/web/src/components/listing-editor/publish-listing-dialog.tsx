import { listingMutations } from '@raqam/api/listings.mutations'
import { categoryValues, cityValues, operatorValues } from '@raqam/api/schema'
import { plateCodes } from '@raqam/listing-rules/cities'
import { Field, Input, Select } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { LivePriceGuide } from '#components/price-guide/live-price-guide.tsx'
import { ListingDialog } from './listing-dialog.tsx'
import { ListingTermsFields } from './listing-fields.tsx'
import { emptyDraft, normalizedNumber, toListingCreate } from './listing-form.ts'
import { ListingPreview } from './listing-preview.tsx'
import styles from './publish-listing-dialog.module.css'
import { useListingForm } from './use-listing-form.ts'

type PublishListingDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** A wanted request ("I Need Pay Product"): without prices, with an optional budget. */
  isOrder: boolean
}

/**
 * Publishes a listing for sale or a wanted request: the category; city and code for plates (the codes
 * follow the city) or the operator for mobile numbers; the number, drawn live as it is typed; the two
 * titles and descriptions; the old and asking price, or a wanted request's optional budget. Every field
 * is checked beside it before anything is sent (listing-problems.ts, as the edit dialog checks what it
 * shares). Under the preview, the fair-price guide of the number as it is typed. Cancel, Save / Saving;
 * a click outside closes it.
 */
export function PublishListingDialog({ open, onOpenChange, isOrder }: PublishListingDialogProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const create = useMutation(listingMutations.create(api))
  const { form, values: draft, problems, shown, submit, registerTerm } = useListingForm(emptyDraft, isOrder)
  const { control, register, reset } = form
  // Controlled: its options change with the city, and a code the new city lacks must stay chosen.
  const { field: codeField } = useController({ name: 'code', control })

  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) reset(emptyDraft)
  }
  const save = submit((valid) =>
    create.mutate(toListingCreate(valid, isOrder), {
      onSuccess: () => {
        notify.success(tc('messages.createdSuccessfully'))
        close(false)
      },
      onError: (error) => notify.error(error),
    }),
  )

  const plate = draft.category !== 'mobile'
  const cityCodes = draft.city ? plateCodes[draft.city] : []
  const strayCode = draft.code !== '' && !cityCodes.includes(draft.code)

  return (
    <ListingDialog
      open={open}
      onOpenChange={close}
      title={isOrder ? t('dialog.needTitle') : t('dialog.addTitle')}
      description={isOrder ? t('dialog.needDescription') : t('dialog.addDescription')}
      onSave={() => void save()}
      saving={create.isPending}
    >
      <Field label={t('dialog.category')}>
        <Select {...register('category')}>
          {categoryValues.map((category) => (
            <option key={category} value={category}>
              {tc(`categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.identity}>
        {plate ? (
          <>
            <Field label={t('dialog.city')} error={shown('city')}>
              <Select {...register('city')}>
                <option value="">{t('dialog.chooseCity')}</option>
                {cityValues.map((city) => (
                  <option key={city} value={city}>
                    {tc(`cities.${city}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('dialog.code')} error={shown('code')}>
              <Select {...codeField} disabled={!draft.city}>
                <option value="">{draft.city ? t('dialog.chooseCode') : t('dialog.chooseCityFirst')}</option>
                {/* A code the new city does not issue is kept and flagged, not silently dropped. */}
                {strayCode && <option value={draft.code}>{draft.code}</option>}
                {cityCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        ) : (
          <Field label={t('dialog.operator')} error={shown('operator')}>
            <Select {...register('operator')}>
              <option value="">{t('dialog.chooseOperator')}</option>
              {operatorValues.map((operator) => (
                <option key={operator} value={operator}>
                  {tc(`operators.${operator}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('dialog.number')} error={shown('number')}>
          <Input inputMode="numeric" autoComplete="off" dir="ltr" maxLength={12} {...register('number')} />
        </Field>
      </div>
      <ListingPreview draft={draft} numberValid={!problems.number} />
      <LivePriceGuide subject={{ ...draft, number: normalizedNumber(draft.number) }} />
      <ListingTermsFields register={registerTerm} shown={shown} isOrder={isOrder} />
    </ListingDialog>
  )
}
