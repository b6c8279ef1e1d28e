import { statisticsQueries } from '@raqam/api/statistics.queries'
import { formatDay } from '@raqam/text/dates'
import { ListingStatistics } from '@raqam/ui/listing-statistics'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useLanguage } from '#lib/use-language.ts'

/**
 * On a card of My Products: the listing's last 30 days. One request serves the whole page (`ids`, the
 * page's listings, loaded with the route), each card reading its own listing from it.
 */
export function OwnListingStatistics({ ids, listingId }: { ids: readonly string[]; listingId: string }) {
  const { t } = useTranslation('statistics')
  const { language } = useLanguage()
  const api = useApi()
  const statistics = useQuery(statisticsQueries.listings(api, ids))
  if (statistics.isError) return <p>{t('unavailable')}</p>
  const days = statistics.data?.data.find((listing) => listing.listingId === listingId)?.days
  if (!days) return null
  return (
    <ListingStatistics
      days={days}
      formatDay={(day) => formatDay(day, language)}
      labels={{
        title: t('title'),
        chart: t('chart'),
        showTable: t('showTable'),
        day: t('day'),
        views: t('views'),
        favorites: t('favorites'),
        whatsappTaps: t('whatsappTaps'),
        matches: t('matches'),
      }}
    />
  )
}
