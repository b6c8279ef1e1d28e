import type { Seller } from '@raqam/api/schema'
import { SellerCard } from '@raqam/ui/seller-card'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { env } from '#env.ts'
import { formatPhone } from '#lib/phone.ts'
import styles from './details-page.module.css'

/** The seller card, or the default company card for a listing without a seller. */
export function SellerBlock({ seller }: { seller: Seller | null }) {
  const { t } = useTranslation('details')
  const { t: tc } = useTranslation()
  const labels = { email: tc('seller.email'), phone: tc('seller.phone') }
  if (!seller) {
    return (
      <SellerCard
        className={styles.seller}
        aria-label={t('sellerHeading')}
        eyebrow={t('companyEyebrow')}
        username={tc('seller.defaultName')}
        email={env.contactEmail}
        phone={env.contactPhone}
        labels={labels}
      />
    )
  }
  return (
    <SellerCard
      className={styles.seller}
      aria-label={t('sellerHeading')}
      eyebrow={tc('seller.heading')}
      username={seller.username}
      avatarSrc={seller.image}
      email={seller.email}
      phone={formatPhone(seller.phone)}
      profileLink={<Link to={paths.profile.href(seller._id)} />}
      profileLabel={tc('seller.showProfile')}
      labels={labels}
    />
  )
}
