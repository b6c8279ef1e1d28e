import { Avatar } from '@raqam/ui/seller-card'
import { Skeleton } from '@raqam/ui/skeleton'
import { isUnknownSeller, sellerQueries } from '@raqam/api/customer.queries'
import { EmptyState } from '@raqam/ui/empty-state'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { MailIcon, PhoneIcon } from '#components/icons/icons.tsx'
import { ListingGrid, pageOnlyHref } from '#components/listing-grid/listing-grid.tsx'
import { ReportControl } from '#components/report/report-control.tsx'
import { pageParam } from '#lib/page-param.ts'
import { paths } from '#lib/paths.ts'
import { useApi } from '#lib/api.tsx'
import { formatPhone } from '#lib/phone.ts'
import { useSession } from '#lib/session/use-session.ts'
import a11y from '@raqam/ui/a11y.module.css'
import page from '#styles/page.module.css'
import { profileQueries } from '../profile.queries.ts'
import styles from './profile.module.css'

/**
 * A seller's page, /profile/{id}: the seller's avatar, name, e-mail and phone (`getSeller`; "not found"
 * for an unknown, deleted or suspended account), then their listings, paged, with 12 skeletons while loading. Anybody but the seller may
 * report them to the moderators.
 */
export function SellerProfilePage({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const [params] = useSearchParams()
  const currentPage = pageParam(params)
  const sellerQuery = useQuery(sellerQueries.seller(api, sellerId))
  const list = useQuery(profileQueries.sellerListings(api, sellerId, currentPage))
  const seller = sellerQuery.data?.data ?? list.data?.data.find((listing) => listing.customer)?.customer ?? null
  const { userData } = useSession()

  if (sellerQuery.error && isUnknownSeller(sellerQuery.error)) {
    return (
      <div className={`${page.container} ${page.page}`}>
        <EmptyState
          tone="empty"
          title={t('seller.notFoundTitle')}
          description={t('seller.notFoundText')}
          action={<Link to={paths.shop.href()}>{t('seller.backToShop')}</Link>}
        />
      </div>
    )
  }

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={`${page.card} ${styles.header}`}>
        {list.isPending ? (
          <>
            <Skeleton shape="circle" className={styles.avatarSkeleton} />
            <div className={styles.identity}>
              <h1 className={a11y.visuallyHidden}>{t('seller.title')}</h1>
              <Skeleton shape="text" className={styles.nameSkeleton} />
              <Skeleton shape="text" className={styles.lineSkeleton} />
            </div>
          </>
        ) : (
          <>
            <Avatar
              src={seller?.image}
              name={seller?.username ?? t('seller.unknown')}
              size="lg"
              className={styles.avatar}
            />
            <div className={styles.identity}>
              <p className={page.eyebrow}>{t('seller.title')}</p>
              <h1 className={styles.name}>{seller?.username ?? t('seller.unknown')}</h1>
              {seller && (
                <ul className={styles.contacts}>
                  <li>
                    <MailIcon aria-hidden="true" />
                    <a href={`mailto:${seller.email}`} dir="ltr">
                      {seller.email}
                    </a>
                  </li>
                  <li>
                    <PhoneIcon aria-hidden="true" />
                    <a href={`tel:+${seller.phone}`} dir="ltr">
                      {formatPhone(seller.phone)}
                    </a>
                  </li>
                </ul>
              )}
              {userData?._id !== sellerId && <ReportControl target={{ sellerId }} className={styles.report} />}
            </div>
          </>
        )}
      </header>
      <section aria-labelledby="seller-listings" className={styles.section}>
        <h2 id="seller-listings" className={styles.sectionTitle}>
          {t('seller.listings')}
        </h2>
        <ListingGrid list={list} page={currentPage} pageHref={pageOnlyHref} emptyTitle={t('seller.empty')} />
      </section>
    </div>
  )
}
