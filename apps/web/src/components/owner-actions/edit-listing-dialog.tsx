import { productMutations } from '@raqam/api/products.mutations'
import type { Product } from '@raqam/api/schema'
import { Dialog } from '@raqam/ui/dialog'
import { FieldStack } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ListingBudgetField,
  ListingPriceFields,
  ListingWordsFields,
} from '#components/listing-fields/listing-fields.tsx'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import {
  changesOf,
  checkedEditFields,
  editProblems,
  editsOf,
  type CheckedEditField,
  type ListingEdits,
} from './edit-listing-form.ts'
import styles from './edit-listing-dialog.module.css'

type EditListingDialogProps = {
  product: Product
  open: boolean
  onOpenChange: (open: boolean) => void
}

const editsResolver =
  (isOrder: boolean): Resolver<ListingEdits> =>
  (edits) => {
    const problems = editProblems(edits, isOrder)
    const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, { type: key }]))
    return Object.keys(errors).length === 0 ? { values: edits, errors: {} } : { values: {}, errors }
  }

/**
 * Issue 18: the owner changes a listing's titles, descriptions, prices (a wanted request's budget) and
 * sharing (ADR 0020). The number, category, emirate and code stay as published, so they are not in the
 * form. Problems show
 * beside their fields once a field is left or Save is pressed, and the first invalid field takes the
 * focus; Save sends only what changed (nothing changed: the dialog just closes). OwnerActions mounts it
 * for each opening, so it starts from the listing as it is then, and a refetch never wipes what is typed.
 */
export function EditListingDialog({ product, open, onOpenChange }: EditListingDialogProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const update = useMutation(productMutations.update(api))
  const resolver = useMemo(() => editsResolver(product.isOrder), [product.isOrder])
  const { control, register, handleSubmit, setFocus, formState } = useForm<ListingEdits>({
    defaultValues: editsOf(product),
    mode: 'onChange',
    shouldFocusError: false,
    resolver,
  })
  const edits: ListingEdits = { ...editsOf(product), ...useWatch({ control }) }
  const problems = editProblems(edits, product.isOrder)
  const [focusRequest, setFocusRequest] = useState<{ field: CheckedEditField }>()
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.field)
  }, [focusRequest, setFocus])
  const sharedHint = useId()

  const shown = (field: CheckedEditField) => {
    const problem = problems[field]
    const visible = formState.isSubmitted || formState.touchedFields[field]
    return problem && visible ? t(`dialog.errors.${problem}`) : undefined
  }
  const save = handleSubmit(
    (valid) => {
      const changes = changesOf(valid, product)
      if (Object.keys(changes).length === 0) return onOpenChange(false)
      update.mutate(
        { id: product._id, changes },
        {
          onSuccess: () => {
            notify.success(tc('messages.listingUpdated'))
            onOpenChange(false)
          },
          onError: (error) => notify.error(error),
        },
      )
    },
    () => {
      const field = checkedEditFields.find((name) => problems[name])
      if (field) setFocusRequest({ field })
    },
  )

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('edit.title')}
      description={t(product.isOrder ? 'edit.wantedDescription' : 'edit.description')}
      labels={{
        cancel: t('dialog.cancel'),
        save: t('dialog.save'),
        saving: t('dialog.saving'),
        close: t('dialog.close'),
      }}
      onSave={() => void save()}
      saving={update.isPending}
    >
      <FieldStack className={styles.fields}>
        <ListingWordsFields
          fields={{
            titleEn: register('titleEn'),
            titleAr: register('titleAr'),
            descriptionEn: register('descriptionEn'),
            descriptionAr: register('descriptionAr'),
          }}
          errors={{ titleEn: shown('titleEn'), titleAr: shown('titleAr') }}
        />
        {product.isOrder ? (
          <ListingBudgetField field={register('budget')} error={shown('budget')} />
        ) : (
          <ListingPriceFields
            fields={{ oldPrice: register('oldPrice'), newPrice: register('newPrice') }}
            errors={{ oldPrice: shown('oldPrice'), newPrice: shown('newPrice') }}
          />
        )}
        <div className={styles.shared}>
          <label className={styles.sharedLabel}>
            <input
              type="checkbox"
              disabled={product.withdrawn}
              aria-describedby={product.withdrawn ? sharedHint : undefined}
              {...register('shared')}
            />
            {t('edit.shared')}
          </label>
          {product.withdrawn && (
            <p id={sharedHint} className={styles.hint}>
              {t('edit.withdrawnHint')}
            </p>
          )}
        </div>
      </FieldStack>
    </Dialog>
  )
}
