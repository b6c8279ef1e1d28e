import { defaultChoice, readChoice, type TransferParams } from '@raqam/transfer-costs/costs'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import page from '#styles/page.module.css'
import { TransferCostsAnswer } from './transfer-costs-answer.tsx'
import { TransferCostsForm, type TransferField } from './transfer-costs-form.tsx'
import styles from './transfer-costs-page.module.css'

/**
 * What a transfer costs: the calculator (its choice in the URL) and its answer, drawn by the server from the
 * URL, and by the page's script as the choice changes. A choice the URL names wrongly is said in the form.
 */
export function TransferCostsPage() {
  const { t } = useTranslation('costs')
  const [params, setParams] = useSearchParams()
  const sent: TransferParams = {
    kind: params.get('kind'),
    emirate: params.get('emirate'),
    operator: params.get('operator'),
  }
  const read = readChoice(sent)
  const change = useCallback(
    (field: TransferField, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.set(field, value)
          return next
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  )

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <p className={page.eyebrow}>{t('page.eyebrow')}</p>
        <h1 className={page.title}>{t('page.title')}</h1>
        <p className={page.lead}>{t('page.lead')}</p>
      </header>
      <div className={styles.body}>
        <TransferCostsForm
          values={{
            kind: sent.kind || defaultChoice.kind,
            emirate: sent.emirate || defaultChoice.emirate,
            operator: sent.operator || defaultChoice.operator,
          }}
          problems={'problems' in read ? read.problems : []}
          onChange={change}
        />
        {'choice' in read && <TransferCostsAnswer choice={read.choice} />}
        <p className={styles.note}>{t('page.note')}</p>
      </div>
    </div>
  )
}
