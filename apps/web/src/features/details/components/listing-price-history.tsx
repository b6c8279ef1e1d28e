import type { PricePoint } from '@raqam/api/schema'
import { PriceHistory } from '@raqam/ui/price-history'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@raqam/text/dates'
import { useLanguage } from '#lib/use-language.ts'

/** The listing's asking prices over time, in the page language, with a table beside the chart. */
export function ListingPriceHistory({ points, className }: { points: PricePoint[]; className?: string }) {
  const { t } = useTranslation('details')
  const { language } = useLanguage()
  return (
    <PriceHistory
      points={points}
      language={language}
      formatDate={(iso) => formatDate(iso, language)}
      labels={{
        title: t('priceHistory.title'),
        chart: t('priceHistory.chart'),
        showTable: t('priceHistory.showTable'),
        date: t('priceHistory.date'),
        price: t('priceHistory.price'),
        unchanged: t('priceHistory.unchanged'),
      }}
      className={className}
    />
  )
}
