import type { ModeratedSeller } from '@raqam/api/schema'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import styles from './listing-summary.module.css'

/** A reported seller: their name (the link to their history), role and state. */
export function SellerSummary({ seller, headingLevel }: { seller: ModeratedSeller; headingLevel: 2 | 3 | 4 }) {
  const { t } = useTranslation('moderation')
  const Heading = `h${headingLevel}` as const
  const name = seller.deleted ? t('subject.deletedName') : seller.seller.username
  return (
    <div className={styles.facts}>
      <Heading className={styles.title}>
        <Link to={paths.moderationSeller.href(seller.seller._id)}>{name}</Link>
      </Heading>
      <ul className={styles.states}>
        {seller.role !== 'customer' && (
          <li className={styles.state}>{t('subject.role', { role: t(`roles.${seller.role}`) })}</li>
        )}
        {seller.suspension && <li className={styles.hidden}>{t('subject.suspended')}</li>}
        {seller.deleted && <li className={styles.state}>{t('subject.deleted')}</li>}
      </ul>
    </div>
  )
}
