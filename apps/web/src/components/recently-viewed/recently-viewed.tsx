import { Button } from '@raqam/ui/button'
import type { Product } from '@raqam/api/schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ListingCarousel } from '#components/listing-carousel/listing-carousel.tsx'
import { useApi } from '#lib/api.tsx'
import { recentlyViewedQuery, shownViewed } from './recently-viewed.queries.ts'
import { forgetViewed, useRecentlyViewed } from '#lib/recently-viewed.ts'

type RecentlyViewedProps = {
  /** The listing on the screen, left out of the section. */
  exclude?: string
  className?: string
}

/**
 * "Recently viewed": the listings this device opened, most recent first, with a button that forgets
 * them. Nothing at all when there are none (a first visit, all of them gone, or the ask failed).
 */
export function RecentlyViewed({ exclude, className }: RecentlyViewedProps) {
  const { t } = useTranslation()
  const api = useApi()
  const ids = shownViewed(useRecentlyViewed(), exclude)
  const list = useQuery({
    ...recentlyViewedQuery(api, ids),
    enabled: ids.length > 0,
    // A new view changes the ids: the cards already shown stay until the new answer replaces them.
    placeholderData: keepPreviousData,
  })
  if (ids.length === 0 || list.isError) return null
  const listings = inViewedOrder(list.data?.data, ids)
  if (!list.isPending && listings.length === 0) return null
  return (
    <div className={className}>
      <ListingCarousel
        title={t('recentlyViewed.heading')}
        description={t('recentlyViewed.description')}
        listings={listings}
        loading={list.isPending}
        action={
          <Button variant="ghost" size="sm" onClick={forgetViewed}>
            {t('recentlyViewed.clear')}
          </Button>
        }
      />
    </div>
  )
}

/** The API answers in its own order; the section shows the device's (most recent first). */
function inViewedOrder(listings: readonly Product[] | undefined, ids: readonly string[]): Product[] {
  const byId = new Map((listings ?? []).map((listing) => [listing._id, listing]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
