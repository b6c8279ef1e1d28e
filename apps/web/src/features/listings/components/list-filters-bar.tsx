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
import type { PatternId } from '@raqam/patterns/patterns.table'
import type { Category } from '#lib/paths.ts'
import { patternsOf, type FilterName, type ListFilters } from '../filters/list-filters.ts'
import { useKeywordDraft } from './use-keyword-draft.ts'
import styles from './list-page.module.css'
import { PatternFilter } from './pattern-filter.tsx'

type ListFiltersBarProps = {
  /** Whose patterns the pattern filter offers. */
  category: Category
  filters: ListFilters
  offered: FilterName[]
  onChange: (name: Exclude<FilterName, 'pattern' | 'verified'>, value: string | number | null) => void
  onPatternsChange: (ids: PatternId[]) => void
  onPriceChange: (min: number | null, max: number | null) => void
  onVerifiedChange: (verified: boolean) => void
  onReset: () => void
  className?: string
}

/** The filters that apply to the list's category; each change goes into the URL. */
export function ListFiltersBar({
  category,
  filters,
  offered,
  onChange,
  onPatternsChange,
  onPriceChange,
  onVerifiedChange,
  onReset,
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
      label={t('filters.label')}
      onReset={onReset}
      resetLabel={t('filters.reset')}
      className={`${styles.filters} ${className ?? ''}`}
    >
      {has('keyword') && (
        <KeywordFilter
          label={t('filters.keyword')}
          placeholder={t('filters.keywordPlaceholder')}
          value={keyword.draft}
          onChange={keyword.setDraft}
          onSubmit={keyword.submit}
        />
      )}
      {has('city') && (
        <CityFilter
          label={t('filters.city')}
          anyLabel={t('filters.anyCity')}
          cityLabels={cityLabels}
          value={filters.city}
          onChange={(city) => onChange('city', city)}
        />
      )}
      {has('code') && (
        <CodeFilter
          label={t('filters.code')}
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
          anyLabel={t('filters.any')}
          value={filters.digit ? (String(filters.digit) as DigitCount) : null}
          onChange={(digit) => onChange('digit', digit)}
        />
      )}
      {has('operator') && (
        <OperatorFilter
          label={t('filters.operator')}
          anyLabel={t('filters.any')}
          operatorLabels={operatorLabels}
          value={filters.operator}
          onChange={(operator) => onChange('operator', operator)}
        />
      )}
      {has('prefix') && (
        <PrefixFilter
          label={t('filters.prefix')}
          anyLabel={t('filters.anyPrefix')}
          value={filters.prefix}
          onChange={(prefix) => onChange('prefix', prefix)}
        />
      )}
      {has('pattern') && (
        <PatternFilter
          category={category}
          value={patternsOf(category, filters.pattern)}
          onChange={onPatternsChange}
          className={styles.patterns}
        />
      )}
      {has('minPrice') && (
        <PriceRangeFilter
          label={t('filters.price')}
          minLabel={t('filters.priceFrom')}
          maxLabel={t('filters.priceTo')}
          min={filters.minPrice}
          max={filters.maxPrice}
          onChange={onPriceChange}
          notAmountMessage={t('filters.priceNotAmount')}
          reversedMessage={t('filters.priceReversed')}
        />
      )}
      {has('sort') && (
        <SortFilter
          label={t('filters.sort')}
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
