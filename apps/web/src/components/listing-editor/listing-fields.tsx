import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@raqam/listing-rules/limits'
import { Field, FieldRow, Input, TextArea } from '@raqam/ui/field'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ListingTerms } from './listing-form.ts'
import type { CheckedField } from './listing-problems.ts'

type Registered<Name extends string> = Record<Name, UseFormRegisterReturn>

/**
 * What the publish and edit dialogs both ask, each field with its message: the listing's words, then the
 * old and asking price of a listing for sale or the budget of a wanted request.
 */
export function ListingTermsFields({
  register,
  shown,
  isOrder,
}: {
  register: (name: keyof ListingTerms) => UseFormRegisterReturn
  /** The message a field shows now. */
  shown: (field: CheckedField) => ReactNode
  isOrder: boolean
}) {
  return (
    <>
      <ListingWordsFields
        fields={{
          titleEn: register('titleEn'),
          titleAr: register('titleAr'),
          descriptionEn: register('descriptionEn'),
          descriptionAr: register('descriptionAr'),
        }}
        errors={{ titleEn: shown('titleEn'), titleAr: shown('titleAr') }}
      />
      {isOrder ? (
        <ListingBudgetField field={register('budget')} error={shown('budget')} />
      ) : (
        <ListingPriceFields
          fields={{ oldPrice: register('oldPrice'), newPrice: register('newPrice') }}
          errors={{ oldPrice: shown('oldPrice'), newPrice: shown('newPrice') }}
        />
      )}
    </>
  )
}

/**
 * A listing's words: the two titles and the two descriptions, each in its own language and direction,
 * with the contract's lengths.
 */
function ListingWordsFields({
  fields,
  errors = {},
}: {
  fields: Registered<'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'>
  errors?: { titleEn?: ReactNode; titleAr?: ReactNode }
}) {
  const { t } = useTranslation('account')
  return (
    <>
      <FieldRow>
        <Field label={t('dialog.titleEn')} error={errors.titleEn}>
          <Input lang="en" dir="ltr" maxLength={TITLE_MAX_LENGTH} {...fields.titleEn} />
        </Field>
        <Field label={t('dialog.titleAr')} error={errors.titleAr}>
          <Input lang="ar" dir="rtl" maxLength={TITLE_MAX_LENGTH} {...fields.titleAr} />
        </Field>
      </FieldRow>
      <FieldRow>
        <Field label={t('dialog.descriptionEn')}>
          <TextArea lang="en" dir="ltr" rows={3} maxLength={DESCRIPTION_MAX_LENGTH} {...fields.descriptionEn} />
        </Field>
        <Field label={t('dialog.descriptionAr')}>
          <TextArea lang="ar" dir="rtl" rows={3} maxLength={DESCRIPTION_MAX_LENGTH} {...fields.descriptionAr} />
        </Field>
      </FieldRow>
    </>
  )
}

/** The old and the asking price of a listing for sale, in AED, with their problems beside them. */
function ListingPriceFields({
  fields,
  errors = {},
}: {
  fields: Registered<'oldPrice' | 'newPrice'>
  errors?: { oldPrice?: ReactNode; newPrice?: ReactNode }
}) {
  const { t } = useTranslation('account')
  return (
    <FieldRow>
      {/* Text, not type=number: what was typed stays visible to be corrected (a number input empties itself). */}
      <Field label={t('dialog.oldPrice')} error={errors.oldPrice}>
        <Input inputMode="decimal" autoComplete="off" dir="ltr" {...fields.oldPrice} />
      </Field>
      <Field label={t('dialog.newPrice')} error={errors.newPrice}>
        <Input inputMode="decimal" autoComplete="off" dir="ltr" {...fields.newPrice} />
      </Field>
    </FieldRow>
  )
}

/** The budget of a wanted request, in AED: optional, the most the buyer would pay. */
function ListingBudgetField({ field, error }: { field: UseFormRegisterReturn; error?: ReactNode }) {
  const { t } = useTranslation('account')
  return (
    <Field label={t('dialog.budget')} hint={t('dialog.budgetHint')} error={error}>
      <Input inputMode="decimal" autoComplete="off" dir="ltr" {...field} />
    </Field>
  )
}
