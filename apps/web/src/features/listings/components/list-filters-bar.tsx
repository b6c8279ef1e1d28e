import { cityValues, operatorValues } from '@raqam/api/schema'
import {
  CheckFilter,
  CityFilter,
  CodeFilter,
  DigitCountFilter,
  FilterBar,
  KeywordFilter,
  OperatorFilter,
  PrefixFilter,
  PriceRangeFilter,
  SortFilter,
  type DigitCount,
} from '@raqam/ui/filters'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { PatternId } from '@raqam/patterns/pattern-table'
import type { Category } from '#lib/paths.ts'
import { patternsOf, type FilterName, type ListFilters } from '../filters/list-filters.ts'
import { useKeywordDraft } from './use-keyword-draft.ts'
import bar from '../filters/filter-bar.module.css'
import styles from './list-page.module.css'
import { PatternFilter } from './pattern-filter.tsx'

type ListFiltersBarProps = {
  /** Whose patterns the pattern filter offers. */
  category: Category
  filters: ListFilters
  /** The price bounds the URL carries that are not amounts (priceTyposOf): their boxes say so. */
  priceTypos?: { min: string | null; max: string | null }
  offered: FilterName[]
  onChange: (name: Exclude<FilterName, 'pattern' | 'verified'>, value: string | number | null) => void
  onPatternsChange: (ids: PatternId[]) => void
  onPriceChange: (min: number | null, max: number | null) => void
  onVerifiedChange: (verified: boolean) => void
  /** The list's own path: the form is sent there without script, and "Clear filters" links to it. */
  action: string
  id?: string
  className?: string
}

/**
 * The filters that apply to the list's category; each change goes into the URL. Before (or without) the
 * page's script it is a plain GET form to the list, each field named by its URL key (list-filters.ts).
 */
export function ListFiltersBar({
  category,
  filters,
  priceTypos,
  offered,
  onChange,
  onPatternsChange,
  onPriceChange,
  onVerifiedChange,
  action,
  id,
  className,
}: ListFiltersBarProps) {
  const { t } = useTranslation('shop')
  const { t: tc } = useTranslation()
  const commitKeyword = useCallback((keyword: string) => onChange('keyword', keyword), [onChange])
  const keyword = useKeywordDraft(filters.keyword, commitKeyword)
  const has = (name: FilterName) => offered.includes(name)
  const cityLabels = Object.fromEntries(cityValues.map((city) => [city, tc(`cities.${city}`)])) as Record<
    (typeof cityValues)[number],
    string
  >
  const operatorLabels = Object.fromEntries(
    operatorValues.map((operator) => [operator, tc(`operators.${operator}`)]),
  ) as Record<(typeof operatorValues)[number], string>

  return (
    <FilterBar
      id={id}
      label={t('filters.label')}
      method="get"
      action={action}
      submitLabel={t('filters.showResults')}
      resetLink={<Link to={action} />}
      resetLabel={t('filters.reset')}
      className={`${bar.bar} ${styles.filters} ${className ?? ''}`}
    >
      {has('keyword') && (
        <KeywordFilter
          label={t('filters.keyword')}
          name="keyword"
          placeholder={t('filters.keywordPlaceholder')}
          value={keyword.draft}
          onChange={keyword.setDraft}
          onSubmit={keyword.submit}
        />
      )}
      {has('city') && (
        <CityFilter
          label={t('filters.city')}
          name="city"
          anyLabel={t('filters.anyCity')}
          cityLabels={cityLabels}
          value={filters.city}
          onChange={(city) => onChange('city', city)}
        />
      )}
      {has('code') && (
        <CodeFilter
          label={t('filters.code')}
          name="code"
          anyLabel={t('filters.anyCode')}
          chooseCityHint={t('filters.chooseCityFirst')}
          city={filters.city}
          value={filters.code}
          onChange={(code) => onChange('code', code)}
        />
      )}
      {has('digit') && (
        <DigitCountFilter
          label={t('filters.digits')}
          name="digit"
          anyLabel={t('filters.any')}
          value={filters.digit ? (String(filters.digit) as DigitCount) : null}
          onChange={(digit) => onChange('digit', digit)}
        />
      )}
      {has('operator') && (
        <OperatorFilter
          label={t('filters.operator')}
          name="operator"
          anyLabel={t('filters.any')}
          operatorLabels={operatorLabels}
          value={filters.operator}
          onChange={(operator) => onChange('operator', operator)}
        />
      )}
      {has('prefix') && (
        <PrefixFilter
          label={t('filters.prefix')}
          name="prefix"
          anyLabel={t('filters.anyPrefix')}
          value={filters.prefix}
          onChange={(prefix) => onChange('prefix', prefix)}
        />
      )}
      {has('pattern') && (
        <PatternFilter
          category={category}
          name="pattern"
          value={patternsOf(category, filters.pattern)}
          onChange={onPatternsChange}
          className={bar.patterns}
        />
      )}
      {has('minPrice') && (
        <PriceRangeFilter
          label={t('filters.price')}
          minLabel={t('filters.priceFrom')}
          maxLabel={t('filters.priceTo')}
          min={filters.minPrice}
          max={filters.maxPrice}
          minName="minPrice"
          maxName="maxPrice"
          sentText={priceTypos}
          onChange={onPriceChange}
          notAmountMessage={t('filters.priceNotAmount')}
          reversedMessage={t('filters.priceReversed')}
        />
      )}
      {has('sort') && (
        <SortFilter
          label={t('filters.sort')}
          name="sort"
          anyLabel={t('filters.newest')}
          orderLabels={{ newPrice: t('filters.priceLowHigh'), '-newPrice': t('filters.priceHighLow') }}
          value={filters.sort}
          onChange={(sort) => onChange('sort', sort)}
        />
      )}
      {has('verified') && (
        <CheckFilter
          label={t('filters.verified')}
          name="verified"
          checked={filters.verified}
          onChange={onVerifiedChange}
        />
      )}
    </FilterBar>
  )
}
