import { listingQueries } from '@raqam/api/listings.queries'
import type { Category } from '@raqam/listing-rules/categories'
import { LANGUAGE_PARAM } from '@raqam/routes/paths'
import { formatMonth } from '@raqam/text/dates'
import { SoldPriceChart } from '@raqam/ui/sold-price-chart'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { PatternId } from '@raqam/patterns/pattern-table'
import { ListingGrid } from '#components/listing-grid/listing-grid.tsx'
import { useSaleSentence } from '#components/listing-card/sale-note.ts'
import { withPage } from '#lib/page-param.ts'
import { withFilter, withPatterns } from '../../filters/list-filters.ts'
import { useApi } from '#lib/api.tsx'
import { paths } from '#lib/paths.ts'
import { useLanguage } from '#lib/use-language.ts'
import page from '#styles/page.module.css'
import { parseSoldPriceFilters, toSoldPriceQuery, withCategory } from '../sold-price-filters.ts'
import { SoldPriceFiltersBar } from './sold-price-filters-bar.tsx'
import styles from './sold-prices-page.module.css'

/**
 * The public sold-prices record: the filters (in the URL), the filter's prices month by month over the
 * last two years, and its published sales, most recently sold first, each with what it sold for and
 * when, and pagination links.
 */
export function SoldPricesPage() {
  const { t } = useTranslation('sales')
  const { language } = useLanguage()
  const api = useApi()
  const [params, setParams] = useSearchParams()
  const filters = parseSoldPriceFilters(params)
  const sold = useQuery(listingQueries.soldPrices(api, toSoldPriceQuery(filters)))
  const saleSentence = useSaleSentence()
  // Page links leave the linked language out, as the shop's do (the cookie keeps it).
  const linkParams = new URLSearchParams(params)
  linkParams.delete(LANGUAGE_PARAM)

  const changeCategory = useCallback(
    (category: Category | null) => setParams((current) => withCategory(current, category)),
    [setParams],
  )
  const changeFilter = useCallback(
    (name: 'city' | 'digit' | 'operator', value: string | null) =>
      setParams((current) => withFilter(current, name, value)),
    [setParams],
  )
  const changePatterns = useCallback(
    (ids: PatternId[]) => setParams((current) => withPatterns(current, ids)),
    [setParams],
  )

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t('page.title')}</h1>
        <p className={page.lead}>{t('page.lead')}</p>
      </header>
      <SoldPriceFiltersBar
        filters={filters}
        onCategoryChange={changeCategory}
        onChange={changeFilter}
        onPatternsChange={changePatterns}
      />
      {sold.data && (
        <SoldPriceChart
          className={styles.chart}
          months={sold.data.months}
          language={language}
          formatMonth={(month) => formatMonth(month, language)}
          labels={{
            title: t('chart.title'),
            chart: t('chart.chart'),
            showTable: t('chart.showTable'),
            month: t('chart.month'),
            count: t('chart.count'),
            low: t('chart.low'),
            median: t('chart.median'),
            high: t('chart.high'),
            empty: t('chart.empty'),
          }}
        />
      )}
      <section aria-labelledby="sales-heading" className={styles.sales}>
        <h2 id="sales-heading" className={styles.heading}>
          {t('page.salesHeading')}
        </h2>
        <ListingGrid
          list={sold}
          page={filters.page}
          pageHref={(next) => ({ pathname: paths.soldPrices.href(), search: withPage(linkParams, next).toString() })}
          emptyTitle={t('page.empty')}
          emptyDescription={t('page.emptyHint')}
          noteOf={(listing) => saleSentence(listing, false)}
        />
      </section>
    </div>
  )
}
