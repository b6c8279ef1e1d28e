import { cityValues, operatorValues } from '@raqam/api/schema'
import { categories, type Category } from '@raqam/listing-rules/categories'
import type { City } from '@raqam/listing-rules/cities'
import type { Operator } from '@raqam/listing-rules/numbers'
import type { PatternId } from '@raqam/patterns/pattern-table'
import {
  CategoryFilter,
  CityFilter,
  DigitCountFilter,
  FilterBar,
  OperatorFilter,
  type DigitCount,
} from '@raqam/ui/filters'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { patternsOf } from '../../filters/list-filters.ts'
import { PatternFilter } from '../../components/pattern-filter.tsx'
import { paths } from '#lib/paths.ts'
import { patternCategory, soldPriceFiltersFor, type SoldPriceFilters } from '../sold-price-filters.ts'
import bar from '../../filters/filter-bar.module.css'
import styles from './sold-prices-page.module.css'

type SoldPriceFiltersBarProps = {
  filters: SoldPriceFilters
  onCategoryChange: (category: Category | null) => void
  onChange: (name: 'city' | 'digit' | 'operator', value: string | null) => void
  onPatternsChange: (ids: PatternId[]) => void
}

/**
 * The record's filters, the shop's own pieces: the kind of number, then what that kind offers. Each
 * change goes into the URL; before (or without) the page's script it is a plain GET form to the page,
 * each field named by its URL key, and the page shows the filters of the kind it was sent with.
 */
export function SoldPriceFiltersBar({
  filters,
  onCategoryChange,
  onChange,
  onPatternsChange,
}: SoldPriceFiltersBarProps) {
  const { t } = useTranslation('sales')
  const { t: ts } = useTranslation('shop')
  const { t: tc } = useTranslation()
  const offered = soldPriceFiltersFor(filters.category)
  const named = <Id extends string>(ids: readonly Id[], key: 'categories' | 'cities' | 'operators') =>
    Object.fromEntries(ids.map((id) => [id, tc(`${key}.${id}` as 'cities.dubai')])) as Record<Id, string>
  const patternsFor = patternCategory(filters.category)

  return (
    <FilterBar
      label={t('page.filtersLabel')}
      method="get"
      action={paths.soldPrices.href()}
      submitLabel={ts('filters.showResults')}
      resetLink={<Link to={paths.soldPrices.href()} />}
      resetLabel={ts('filters.reset')}
      className={`${bar.bar} ${styles.filters}`}
    >
      <CategoryFilter
        label={t('page.kind')}
        name="category"
        anyLabel={t('page.anyKind')}
        categoryLabels={named(categories, 'categories')}
        value={filters.category}
        onChange={onCategoryChange}
      />
      {offered.plate && (
        <CityFilter
          label={ts('filters.city')}
          name="city"
          anyLabel={ts('filters.anyCity')}
          cityLabels={named<City>(cityValues, 'cities')}
          value={filters.city}
          onChange={(city) => onChange('city', city)}
        />
      )}
      {offered.plate && (
        <DigitCountFilter
          label={ts('filters.digits')}
          name="digit"
          anyLabel={ts('filters.any')}
          value={filters.digit ? (String(filters.digit) as DigitCount) : null}
          onChange={(digit) => onChange('digit', digit)}
        />
      )}
      {offered.mobile && (
        <OperatorFilter
          label={ts('filters.operator')}
          name="operator"
          anyLabel={ts('filters.any')}
          operatorLabels={named<Operator>(operatorValues, 'operators')}
          value={filters.operator}
          onChange={(operator) => onChange('operator', operator)}
        />
      )}
      <PatternFilter
        // A new kind offers other patterns: a new control, not the old one's open state.
        key={patternsFor === 'mobile' ? 'mobile' : 'plate'}
        category={patternsFor}
        name="pattern"
        value={patternsOf(patternsFor, filters.pattern)}
        onChange={onPatternsChange}
        className={bar.patterns}
      />
    </FilterBar>
  )
}
