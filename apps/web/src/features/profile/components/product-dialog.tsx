import { productMutations } from '@raqam/api/products.mutations'
import { categoryValues, cityValues, operatorValues } from '@raqam/api/schema'
import { plateCodes } from '@raqam/plates/codes'
import { Dialog } from '@raqam/ui/dialog'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import form from '#styles/form.module.css'
import { emptyDraft, toProductCreate, type ProductDraft } from './product-form.ts'

type ProductDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** "I Need Pay Product": a wanted request, without prices. */
  isOrder: boolean
}

/**
 * SPEC §2 add/need dialog: category, the two titles and descriptions, old and new price (numeric,
 * hidden for a wanted request), number, city and code for plates (codes depend on the city), the
 * operator for mobile numbers. Cancel, Save / Saving; a click outside closes it.
 */
export function ProductDialog({ open, onOpenChange, isOrder }: ProductDialogProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const id = useId()
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft)
  const create = useMutation(productMutations.create(api))

  const set = (name: keyof ProductDraft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.target.value
    setDraft((current) => ({ ...current, [name]: value, ...(name === 'city' ? { code: '' } : {}) }))
  }
  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) setDraft(emptyDraft)
  }
  const save = () =>
    create.mutate(toProductCreate(draft, isOrder), {
      onSuccess: () => {
        notify.success(tc('messages.CreatedSusseccfully'))
        close(false)
      },
      onError: (error) => notify.error(error),
    })

  const plate = draft.category !== 'mobile'
  const field = (name: keyof ProductDraft) => ({ id: `${id}-${name}`, name, value: draft[name], onChange: set(name) })

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={isOrder ? t('dialog.needTitle') : t('dialog.addTitle')}
      description={isOrder ? t('dialog.needDescription') : t('dialog.addDescription')}
      labels={{ cancel: t('dialog.cancel'), save: t('dialog.save'), saving: t('dialog.saving'), close: t('dialog.close') }}
      onSave={save}
      saving={create.isPending}
    >
      <div className={form.form}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-category`}>
            {t('dialog.category')}
          </label>
          <select className={form.input} {...field('category')}>
            {categoryValues.map((category) => (
              <option key={category} value={category}>
                {tc(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-titleEn`}>
              {t('dialog.titleEn')}
            </label>
            <input className={form.input} lang="en" dir="ltr" maxLength={120} {...field('titleEn')} />
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-titleAr`}>
              {t('dialog.titleAr')}
            </label>
            <input className={form.input} lang="ar" dir="rtl" maxLength={120} {...field('titleAr')} />
          </div>
        </div>
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-descriptionEn`}>
              {t('dialog.descriptionEn')}
            </label>
            <textarea className={form.input} lang="en" dir="ltr" rows={3} maxLength={2000} {...field('descriptionEn')} />
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-descriptionAr`}>
              {t('dialog.descriptionAr')}
            </label>
            <textarea className={form.input} lang="ar" dir="rtl" rows={3} maxLength={2000} {...field('descriptionAr')} />
          </div>
        </div>
        {!isOrder && (
          <div className={form.row}>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-oldPrice`}>
                {t('dialog.oldPrice')}
              </label>
              <input className={form.input} type="number" inputMode="decimal" min={0} step="0.01" dir="ltr" {...field('oldPrice')} />
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-newPrice`}>
                {t('dialog.newPrice')}
              </label>
              <input className={form.input} type="number" inputMode="decimal" min={0} step="0.01" dir="ltr" {...field('newPrice')} />
            </div>
          </div>
        )}
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-number`}>
              {t('dialog.number')}
            </label>
            <input className={form.input} inputMode="numeric" dir="ltr" maxLength={12} {...field('number')} />
          </div>
          {plate ? (
            <>
              <div className={form.field}>
                <label className={form.label} htmlFor={`${id}-city`}>
                  {t('dialog.city')}
                </label>
                <select className={form.input} {...field('city')}>
                  <option value="">{t('dialog.chooseCity')}</option>
                  {cityValues.map((city) => (
                    <option key={city} value={city}>
                      {tc(`cities.${city}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={form.field}>
                <label className={form.label} htmlFor={`${id}-code`}>
                  {t('dialog.code')}
                </label>
                <select className={form.input} disabled={!draft.city} {...field('code')}>
                  <option value="">{draft.city ? t('dialog.chooseCode') : t('dialog.chooseCityFirst')}</option>
                  {(draft.city ? plateCodes[draft.city] : []).map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </div>
            </>
          ) : (
            <div className={form.field}>
              <label className={form.label} htmlFor={`${id}-operator`}>
                {t('dialog.operator')}
              </label>
              <select className={form.input} {...field('operator')}>
                <option value="">{t('dialog.chooseOperator')}</option>
                {operatorValues.map((operator) => (
                  <option key={operator} value={operator}>
                    {tc(`operators.${operator}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      </div>
    </Dialog>
  )
}
