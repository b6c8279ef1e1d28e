import { productMutations } from '@raqam/api/products.mutations'
import { categoryValues, cityValues, operatorValues } from '@raqam/api/schema'
import { plateCodes } from '@raqam/listing-rules/cities'
import { Dialog } from '@raqam/ui/dialog'
import { Field, FieldStack, Input, Select } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ListingBudgetField,
  ListingPriceFields,
  ListingWordsFields,
} from '#components/listing-fields/listing-fields.tsx'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { useLanguage } from '#lib/use-language.ts'
import styles from './product-dialog.module.css'
import { emptyDraft, toProductCreate, type ProductDraft } from './product-form.ts'
import { problemMessage } from './product-messages.ts'
import { ProductPreview } from './product-preview.tsx'
import { checkedFields, firstInvalidField, validateDraft, type CheckedField } from './product-validation.ts'

type ProductDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** "I Need Pay Product": a wanted request, without prices, with an optional budget. */
  isOrder: boolean
}

/** The dialog's checks as react-hook-form's resolver: a draft with any problem is not sent. */
const draftResolver =
  (isOrder: boolean): Resolver<ProductDraft> =>
  (draft) => {
    const problems = validateDraft(draft, isOrder)
    const errors = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, { type: problem.key }]),
    )
    return Object.keys(errors).length === 0 ? { values: draft, errors: {} } : { values: {}, errors }
  }

/**
 * SPEC §2 add/need dialog: category, the two titles and descriptions, old and new price (a wanted
 * request has an optional budget instead, issue 18), city and code for plates (codes depend on the city), the operator for mobile
 * numbers, and the number. Issue 8: the plate or number is previewed live, and city, code, number,
 * operator and prices are checked beside their fields before anything is sent. Cancel, Save / Saving;
 * a click outside closes it.
 *
 * When a message shows: not on an untouched form; a problem more typing cannot fix (a leading 0, a
 * letter, a sixth digit) as soon as it is typed; one that is only incomplete once the field is left;
 * after a Save, all of them, and the first invalid field takes the focus.
 */
export function ProductDialog({ open, onOpenChange, isOrder }: ProductDialogProps) {
  const { t, i18n } = useTranslation('account')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const api = useApi()
  const notify = useNotify()
  const create = useMutation(productMutations.create(api))
  const resolver = useMemo(() => draftResolver(isOrder), [isOrder])
  const { control, register, handleSubmit, reset, setFocus, formState } = useForm<ProductDraft>({
    defaultValues: emptyDraft,
    mode: 'onChange',
    shouldFocusError: false,
    resolver,
  })
  // Controlled: its options change with the city, and a code the new city lacks must stay chosen.
  const { field: codeField } = useController({ name: 'code', control })
  const draft: ProductDraft = { ...emptyDraft, ...useWatch({ control }) }
  const problems = validateDraft(draft, isOrder)
  // Focused after the render that shows every message, so the field is announced with its own.
  const [focusRequest, setFocusRequest] = useState<{ field: CheckedField }>()
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.field)
  }, [focusRequest, setFocus])

  const shown = (name: CheckedField) => {
    const problem = problems[name]
    if (!problem) return undefined
    const { isSubmitted, touchedFields, dirtyFields } = formState
    const visible = isSubmitted || touchedFields[name] || (problem.early && dirtyFields[name])
    return visible ? problemMessage(i18n, language, problem) : undefined
  }
  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) reset(emptyDraft)
  }
  const save = handleSubmit(
    (valid) =>
      create.mutate(toProductCreate(valid, isOrder), {
        onSuccess: () => {
          notify.success(tc('messages.CreatedSusseccfully'))
          close(false)
        },
        onError: (error) => notify.error(error),
      }),
    () => {
      const field = firstInvalidField(problems, checkedFields(draft.category, isOrder))
      if (field) setFocusRequest({ field })
    },
  )

  const plate = draft.category !== 'mobile'
  const cityCodes = draft.city ? plateCodes[draft.city] : []
  const strayCode = draft.code !== '' && !cityCodes.includes(draft.code)

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={isOrder ? t('dialog.needTitle') : t('dialog.addTitle')}
      description={isOrder ? t('dialog.needDescription') : t('dialog.addDescription')}
      labels={{
        cancel: t('dialog.cancel'),
        save: t('dialog.save'),
        saving: t('dialog.saving'),
        close: t('dialog.close'),
      }}
      onSave={() => void save()}
      saving={create.isPending}
    >
      <FieldStack className={styles.fields}>
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
        <ProductPreview draft={draft} numberValid={!problems.number} />
        <ListingWordsFields
          fields={{
            titleEn: register('titleEn'),
            titleAr: register('titleAr'),
            descriptionEn: register('descriptionEn'),
            descriptionAr: register('descriptionAr'),
          }}
        />
        {isOrder ? (
          <ListingBudgetField field={register('budget')} error={shown('budget')} />
        ) : (
          <ListingPriceFields
            fields={{ oldPrice: register('oldPrice'), newPrice: register('newPrice') }}
            errors={{ oldPrice: shown('oldPrice'), newPrice: shown('newPrice') }}
          />
        )}
      </FieldStack>
    </Dialog>
  )
}
