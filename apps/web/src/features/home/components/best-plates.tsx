import { CardGrid } from '@raqam/ui/card'
import { EmptyState } from '@raqam/ui/empty-state'
import { SectionHeading } from '@raqam/ui/section-heading'
import { CardGridSkeleton } from '@raqam/ui/skeleton'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { ListingCard } from '#components/listing-card/listing-card.tsx'
import { useApi } from '#lib/api.tsx'
import { homeQueries } from '../home.queries.ts'
import styles from './home-page.module.css'

/** How many promoted listings the home page shows. */
const bestPlatesCount = 6

/** "The best plates": the promoted listings (the listing query with the ad flag). */
export function BestPlates() {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation()
  const api = useApi()
  const list = useQuery(homeQueries.best(api))
  const listings = list.data?.data.slice(0, bestPlatesCount) ?? []
  return (
    <section className={styles.section} aria-labelledby="home-best">
      <SectionHeading
        title={t('best.heading')}
        description={t('best.description')}
        headingId="home-best"
        action={
          <Link className={styles.more} to={paths.shop.href()}>
            {t('best.viewAll')}
          </Link>
        }
      />
      {list.isPending ? (
        <CardGridSkeleton count={bestPlatesCount} label={tc('list.loading')} />
      ) : listings.length === 0 ? (
        <EmptyState tone={list.isError ? 'error' : 'empty'} title={list.isError ? tc('list.error') : t('best.empty')} />
      ) : (
        <CardGrid>
          {listings.map((listing) => (
            <li key={listing._id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  )
}
