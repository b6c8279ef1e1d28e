import type { Product } from '@raqam/api/schema'
import { formatPrice } from '@raqam/text/prices'
import { SectionHeading } from '@raqam/ui/section-heading'
import { Spinner } from '@raqam/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buyersSectionId, useBuyersSentence } from '#components/listing-card/buyers-note.tsx'
import { useApi } from '#lib/api.tsx'
import { paths } from '#lib/paths.ts'
import { useScrollToHash } from '#lib/scroll.ts'
import { useLanguage } from '#lib/use-language.ts'
import { detailsQueries } from '../details.queries.ts'
import { listingHeading } from '../listing-heading.ts'
import styles from './listing-buyers.module.css'

/**
 * For the owner of a listing for sale: the wanted requests of other customers it answers
 * ("2 buyers are looking for a number like this"), newest first, each linking to its page with its
 * budget. My Products' cards link here (`#buyers`).
 */
export function ListingBuyers({ listing }: { listing: Product }) {
  const { t, i18n } = useTranslation('details')
  const { language } = useLanguage()
  const api = useApi()
  const sentence = useBuyersSentence()
  const buyers = useQuery(detailsQueries.matches(api, listing._id))
  useScrollToHash(buyersSectionId, buyers.isSuccess)
  const requests = buyers.data?.data ?? []

  return (
    <section id={buyersSectionId} className={styles.section} aria-labelledby="buyers-heading">
      <SectionHeading
        headingId="buyers-heading"
        level={2}
        title={buyers.data ? sentence(buyers.data.total) : t('buyers.title')}
        description={requests.length > 0 ? t('buyers.lead') : undefined}
      />
      {buyers.isPending && <Spinner label={t('buyers.loading')} />}
      {requests.length > 0 && (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request._id} className={styles.request}>
              <Link to={paths.details.href(request.category, request._id)} className={styles.link}>
                {listingHeading(i18n, request)}
              </Link>
              <span className={styles.budget}>
                {request.budget === null
                  ? t('buyers.noBudget')
                  : t('buyers.upTo', { amount: formatPrice(request.budget, language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
