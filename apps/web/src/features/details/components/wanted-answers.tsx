import { formatNumber } from '@raqam/text/numbers'
import type { Product, ProductList, ProductMatches } from '@raqam/api/schema'
import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import { SectionHeading } from '@raqam/ui/section-heading'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ListingGrid } from '#components/listing-grid/listing-grid.tsx'
import { useApi } from '#lib/api.tsx'
import { detailsQueries } from '../details.queries.ts'
import styles from './details-page.module.css'

/** The answers as the grid shows listings: one page of them (at most 12, the cheapest), with the total. */
const asOnePage = ({ data, total }: ProductMatches): ProductList => ({
  data,
  paginationResult: { total, currentPage: 1, numberOfPage: total > 0 ? 1 : 0, limit: PAGE_SIZE },
})

/**
 * Below a wanted request: the listings for sale that answer it (same kind of number and
 * emirate, a shared pattern, within the budget), cheapest first, with how many there are in all.
 */
export function WantedAnswers({ listing }: { listing: Product }) {
  const { t } = useTranslation('details')
  const api = useApi()
  const answers = useQuery({ ...detailsQueries.matches(api, listing._id), select: asOnePage })

  return (
    <section className={styles.below} aria-labelledby="answers-heading">
      <SectionHeading headingId="answers-heading" title={t('answers.title')} />
      <ListingGrid
        list={answers}
        emptyTitle={t('answers.empty')}
        summary={({ total }) => t('answers.count', { count: total, formatted: formatNumber(total) })}
      />
    </section>
  )
}
