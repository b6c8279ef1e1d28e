import { formatPrice } from '@raqam/text/prices'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'
import styles from './requested-notice.module.css'

/**
 * Where a listing for sale shows its price, a wanted request says it is one, and the most its buyer
 * would pay when they said: "Budget: up to AED 80,000".
 */
export function RequestedNotice({ budget }: { budget: number | null }) {
  const { t } = useTranslation('details')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  return (
    <div className={styles.notice}>
      <p className={styles.requested}>{tc('card.requestedNotice')}</p>
      {budget !== null && <p className={styles.budget}>{t('budget', { amount: formatPrice(budget, language) })}</p>}
    </div>
  )
}
