import { isUnknownSeller, sellerQueries } from '@raqam/api/customer.queries'
import { REPORT_PARAM } from '#components/report/report-control.tsx'
import type { HeadInput, PageHead } from '#lib/page-head.ts'
import { pageParam } from '#lib/page-param.ts'
import { profileQueries } from './profile.queries.ts'

/**
 * A seller's profile is titled with their name (from their first listing, as the page shows it). With the
 * report form open it is no page of its own for search engines, nor is the page of an id that names nobody.
 */
export function sellerHead({ i18n, queryClient, api, params, search }: HeadInput): PageHead {
  const seller = queryClient.getQueryState(sellerQueries.seller(api, params.id ?? '').queryKey)
  if (seller?.error && isUnknownSeller(seller.error))
    return { title: i18n.t('seller.notFoundTitle', { ns: 'account' }), private: true }
  const list = queryClient.getQueryData(profileQueries.sellerListings(api, params.id ?? '', pageParam(search)).queryKey)
  const name = list?.data.find((listing) => listing.customer)?.customer?.username
  const title = i18n.t('seller.title', { ns: 'account' })
  return {
    title: name ?? title,
    description: name ? `${title}: ${name}` : undefined,
    ...(search.has(REPORT_PARAM) && { private: true }),
  }
}
