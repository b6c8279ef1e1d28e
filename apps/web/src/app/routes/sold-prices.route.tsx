import type { HeadFunction } from '#lib/page-head.ts'
import { SoldPricesPage } from '#features/listings/sold-prices/components/sold-prices-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('page.title', { ns: 'sales' }),
  description: i18n.t('page.description', { ns: 'sales' }),
})

/** /sold-prices: the published sales, filtered like the shop. */
export default function SoldPricesRoute() {
  return <SoldPricesPage />
}
