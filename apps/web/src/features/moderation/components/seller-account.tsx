import type { ModeratedSeller } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import { useTranslation } from 'react-i18next'
import { formatPhone } from '#lib/phone.ts'
import { useLanguage } from '#lib/use-language.ts'
import styles from './seller-account.module.css'

/** A seller's account as the moderators see it: contact, role, age and state (suspended and why, deleted). */
export function SellerAccount({ seller }: { seller: ModeratedSeller }) {
  const { t } = useTranslation('moderation')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const { suspension } = seller
  return (
    <dl className={styles.facts}>
      {!seller.deleted && (
        <>
          <div>
            <dt>{t('seller.email')}</dt>
            <dd>
              <bdi dir="ltr">{seller.seller.email}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('seller.phone')}</dt>
            <dd>
              <bdi dir="ltr">{formatPhone(seller.seller.phone)}</bdi>
            </dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('seller.role')}</dt>
        <dd>{t(`roles.${seller.role}`)}</dd>
      </div>
      <div>
        <dt>{t('seller.memberSince')}</dt>
        <dd>{formatDate(seller.createdAt, language)}</dd>
      </div>
      <div>
        <dt>{t('seller.state')}</dt>
        <dd data-state={seller.deleted ? 'deleted' : suspension ? 'suspended' : 'active'}>
          {seller.deleted
            ? t('seller.deleted')
            : suspension
              ? t('seller.suspendedSince', { date: formatDate(suspension.since, language) })
              : t('seller.active')}
        </dd>
      </div>
      {suspension && (
        <>
          <div>
            <dt>{t('seller.suspensionReason')}</dt>
            <dd>{tc(`reportReasons.${suspension.reason}`)}</dd>
          </div>
          {suspension.note && (
            <div>
              <dt>{t('seller.suspensionNote')}</dt>
              <dd className={styles.userText} dir="auto">
                {suspension.note}
              </dd>
            </div>
          )}
        </>
      )}
    </dl>
  )
}
