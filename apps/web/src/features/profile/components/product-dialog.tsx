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
        <label className={form.field} htmlFor={`${id}-category`}>
          <span className={form.label}>{t('dialog.category')}</span>
          <select className={form.input} {...field('category')}>
            {categoryValues.map((category) => (
              <option key={category} value={category}>
                {tc(`categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <div className={form.row}>
          <label className={form.field} htmlFor={`${id}-titleEn`}>
            <span className={form.label}>{t('dialog.titleEn')}</span>
            <input className={form.input} lang="en" dir="ltr" maxLength={120} {...field('titleEn')} />
          </label>
          <label className={form.field} htmlFor={`${id}-titleAr`}>
            <span className={form.label}>{t('dialog.titleAr')}</span>
            <input className={form.input} lang="ar" dir="rtl" maxLength={120} {...field('titleAr')} />
          </label>
        </div>
        <div className={form.row}>
          <label className={form.field} htmlFor={`${id}-descriptionEn`}>
            <span className={form.label}>{t('dialog.descriptionEn')}</span>
            <textarea className={form.input} lang="en" dir="ltr" rows={3} maxLength={2000} {...field('descriptionEn')} />
          </label>
          <label className={form.field} htmlFor={`${id}-descriptionAr`}>
            <span className={form.label}>{t('dialog.descriptionAr')}</span>
            <textarea className={form.input} lang="ar" dir="rtl" rows={3} maxLength={2000} {...field('descriptionAr')} />
          </label>
        </div>
        {!isOrder && (
          <div className={form.row}>
            <label className={form.field} htmlFor={`${id}-oldPrice`}>
              <span className={form.label}>{t('dialog.oldPrice')}</span>
              <input className={form.input} type="number" inputMode="decimal" min={0} step="0.01" dir="ltr" {...field('oldPrice')} />
            </label>
            <label className={form.field} htmlFor={`${id}-newPrice`}>
              <span className={form.label}>{t('dialog.newPrice')}</span>
              <input className={form.input} type="number" inputMode="decimal" min={0} step="0.01" dir="ltr" {...field('newPrice')} />
            </label>
          </div>
        )}
        <div className={form.row}>
          <label className={form.field} htmlFor={`${id}-number`}>
            <span className={form.label}>{t('dialog.number')}</span>
            <input className={form.input} inputMode="numeric" dir="ltr" maxLength={12} {...field('number')} />
          </label>
          {plate ? (
            <>
              <label className={form.field} htmlFor={`${id}-city`}>
                <span className={form.label}>{t('dialog.city')}</span>
                <select className={form.input} {...field('city')}>
                  <option value="">{t('dialog.chooseCity')}</option>
                  {cityValues.map((city) => (
                    <option key={city} value={city}>
                      {tc(`cities.${city}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={form.field} htmlFor={`${id}-code`}>
                <span className={form.label}>{t('dialog.code')}</span>
                <select className={form.input} disabled={!draft.city} {...field('code')}>
                  <option value="">{draft.city ? t('dialog.chooseCode') : t('dialog.chooseCityFirst')}</option>
                  {(draft.city ? plateCodes[draft.city] : []).map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : (
            <label className={form.field} htmlFor={`${id}-operator`}>
              <span className={form.label}>{t('dialog.operator')}</span>
              <select className={form.input} {...field('operator')}>
                <option value="">{t('dialog.chooseOperator')}</option>
                {operatorValues.map((operator) => (
                  <option key={operator} value={operator}>
                    {tc(`operators.${operator}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>
    </Dialog>
  )
}
