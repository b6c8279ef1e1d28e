import { productMutations } from '@raqam/api/products.mutations'
import { categoryValues, cityValues, operatorValues } from '@raqam/api/schema'
import { plateCodes } from '@raqam/listing-rules/cities'
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@raqam/listing-rules/limits'
import { Dialog } from '@raqam/ui/dialog'
import { Select } from '@raqam/ui/fields'
import { useMutation } from '@tanstack/react-query'
import { useId, useMemo, useState, type ChangeEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { useLanguage } from '#lib/use-language.ts'
import form from '#styles/form.module.css'
import styles from './product-dialog.module.css'
import { emptyDraft, toProductCreate, type ProductDraft } from './product-form.ts'
import { problemMessage } from './product-messages.ts'
import { ProductPreview } from './product-preview.tsx'
import { checkedFields, firstInvalidField, validateDraft, type CheckedField } from './product-validation.ts'
import { useFieldFeedback } from './use-field-feedback.ts'

type ProductDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** "I Need Pay Product": a wanted request, without prices. */
  isOrder: boolean
}

const checked = new Set<keyof ProductDraft>(['city', 'code', 'operator', 'number', 'oldPrice', 'newPrice'])
const isChecked = (name: keyof ProductDraft): name is CheckedField => checked.has(name)

/**
 * SPEC §2 add/need dialog: category, the two titles and descriptions, old and new price (hidden for a
 * wanted request), city and code for plates (codes depend on the city), the operator for mobile
 * numbers, and the number. Issue 8: the plate or number is previewed live, and city, code, number,
 * operator and prices are checked beside their fields before anything is sent. Cancel, Save / Saving;
 * a click outside closes it.
 */
export function ProductDialog({ open, onOpenChange, isOrder }: ProductDialogProps) {
  const { t, i18n } = useTranslation('account')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const api = useApi()
  const notify = useNotify()
  const id = useId()
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft)
  const create = useMutation(productMutations.create(api))
  const problems = useMemo(() => validateDraft(draft, isOrder), [draft, isOrder])
  const feedback = useFieldFeedback(problems)

  const set =
    (name: keyof ProductDraft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value
      // A code the new city does not issue is kept and flagged, not silently dropped.
      setDraft((current) => ({ ...current, [name]: value }))
      if (isChecked(name)) feedback.typed(name)
    }
  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      setDraft(emptyDraft)
      feedback.reset()
    }
  }
  const save = () => {
    const invalid = firstInvalidField(problems, checkedFields(draft.category, isOrder))
    if (invalid) {
      // Render every message first, so the focused field is announced with its own.
      flushSync(feedback.showAll)
      document.getElementById(`${id}-${invalid}`)?.focus()
      return
    }
    create.mutate(toProductCreate(draft, isOrder), {
      onSuccess: () => {
        notify.success(tc('messages.CreatedSusseccfully'))
        close(false)
      },
      onError: (error) => notify.error(error),
    })
  }

  const plate = draft.category !== 'mobile'
  const errorId = (name: CheckedField) => `${id}-${name}-error`
  const field = (name: keyof ProductDraft) => {
    const problem = isChecked(name) ? feedback.shown(name) : undefined
    return {
      id: `${id}-${name}`,
      name,
      value: draft[name],
      onChange: set(name),
      onBlur: isChecked(name) ? () => feedback.left(name) : undefined,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem && isChecked(name) ? errorId(name) : undefined,
    }
  }
  const message = (name: CheckedField) => {
    const problem = feedback.shown(name)
    return (
      problem && (
        <p id={errorId(name)} className={form.error} data-slot="field-error">
          {problemMessage(i18n, language, problem)}
        </p>
      )
    )
  }
  const label = (name: keyof ProductDraft, text: string) => (
    <label className={form.label} htmlFor={`${id}-${name}`}>
      {text}
    </label>
  )
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
      onSave={save}
      saving={create.isPending}
    >
      <div className={`${form.form} ${styles.fields}`}>
        <div className={form.field}>
          {label('category', t('dialog.category'))}
          <Select className={form.input} {...field('category')}>
            {categoryValues.map((category) => (
              <option key={category} value={category}>
                {tc(`categories.${category}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.identity}>
          {plate ? (
            <>
              <div className={form.field}>
                {label('city', t('dialog.city'))}
                <Select className={form.input} {...field('city')}>
                  <option value="">{t('dialog.chooseCity')}</option>
                  {cityValues.map((city) => (
                    <option key={city} value={city}>
                      {tc(`cities.${city}`)}
                    </option>
                  ))}
                </Select>
                {message('city')}
              </div>
              <div className={form.field}>
                {label('code', t('dialog.code'))}
                <Select className={form.input} disabled={!draft.city} {...field('code')}>
                  <option value="">{draft.city ? t('dialog.chooseCode') : t('dialog.chooseCityFirst')}</option>
                  {strayCode && <option value={draft.code}>{draft.code}</option>}
                  {cityCodes.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </Select>
                {message('code')}
              </div>
            </>
          ) : (
            <div className={form.field}>
              {label('operator', t('dialog.operator'))}
              <Select className={form.input} {...field('operator')}>
                <option value="">{t('dialog.chooseOperator')}</option>
                {operatorValues.map((operator) => (
                  <option key={operator} value={operator}>
                    {tc(`operators.${operator}`)}
                  </option>
                ))}
              </Select>
              {message('operator')}
            </div>
          )}
          <div className={form.field}>
            {label('number', t('dialog.number'))}
            <input
              className={form.input}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              maxLength={12}
              {...field('number')}
            />
            {message('number')}
          </div>
        </div>
        <ProductPreview draft={draft} numberValid={!problems.number} />
        <div className={form.row}>
          <div className={form.field}>
            {label('titleEn', t('dialog.titleEn'))}
            <input className={form.input} lang="en" dir="ltr" maxLength={TITLE_MAX_LENGTH} {...field('titleEn')} />
          </div>
          <div className={form.field}>
            {label('titleAr', t('dialog.titleAr'))}
            <input className={form.input} lang="ar" dir="rtl" maxLength={TITLE_MAX_LENGTH} {...field('titleAr')} />
          </div>
        </div>
        <div className={form.row}>
          <div className={form.field}>
            {label('descriptionEn', t('dialog.descriptionEn'))}
            <textarea
              className={form.input}
              lang="en"
              dir="ltr"
              rows={3}
              maxLength={DESCRIPTION_MAX_LENGTH}
              {...field('descriptionEn')}
            />
          </div>
          <div className={form.field}>
            {label('descriptionAr', t('dialog.descriptionAr'))}
            <textarea
              className={form.input}
              lang="ar"
              dir="rtl"
              rows={3}
              maxLength={DESCRIPTION_MAX_LENGTH}
              {...field('descriptionAr')}
            />
          </div>
        </div>
        {!isOrder && (
          <div className={form.row}>
            <div className={form.field}>
              {label('oldPrice', t('dialog.oldPrice'))}
              {/* Text, not type=number: what was typed stays visible to be corrected (a number input empties itself). */}
              <input className={form.input} inputMode="decimal" autoComplete="off" dir="ltr" {...field('oldPrice')} />
              {message('oldPrice')}
            </div>
            <div className={form.field}>
              {label('newPrice', t('dialog.newPrice'))}
              <input className={form.input} inputMode="decimal" autoComplete="off" dir="ltr" {...field('newPrice')} />
              {message('newPrice')}
            </div>
          </div>
        )}
      </div>
    </Dialog>
  )
}
