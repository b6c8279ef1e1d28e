import { LANGUAGE_PARAM } from '@raqam/routes/paths'
import { formatNumber } from '@raqam/text/numbers'
import { ButtonWithFallback } from '@raqam/ui/button'
import { Sheet } from '@raqam/ui/sheet'
import { RouteTabs } from '@raqam/ui/tabs'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { listHref, type Category, type ListKind } from '#lib/paths.ts'
import { FiltersIcon } from '#components/icons/icons.tsx'
import { ListingGrid } from '#components/listing-grid/listing-grid.tsx'
import a11y from '@raqam/ui/a11y.module.css'
import { useApi } from '#lib/api.tsx'
import { withPage } from '#lib/page-param.ts'
import page from '#styles/page.module.css'
import type { PatternId } from '@raqam/patterns/pattern-table'
import {
  activeFilterCount,
  filtersFor,
  parseFilters,
  priceTyposOf,
  tabSearch,
  withFilter,
  withPatterns,
  withPriceRange,
  withVerified,
  type FilterName,
} from '../filters/list-filters.ts'
import { ListFiltersBar } from './list-filters-bar.tsx'
import { SaveSearchButton } from './save-search-button.tsx'
import { listQueries } from '../list.queries.ts'
import styles from './list-page.module.css'

const categories: Category[] = ['car', 'motorcycle', 'mobile']

/** The inline form's id: the "Filters" link names it before the page's script runs. */
const inlineFiltersId = 'list-filters'

/**
 * The shop, order and favourites lists: category tabs (routes), the filters of the category
 * in the URL, 12 skeletons while loading, the grid, and pagination that scrolls back to the top.
 */
export function ListPage({ kind, category }: { kind: ListKind; category: Category }) {
  const { t } = useTranslation('shop')
  const api = useApi()
  const [params, setParams] = useSearchParams()
  const filters = parseFilters(params)
  // The server renders a linked language's page (`?lang=ar`) that the browser hydrates without it: the
  // page links leave it out, so both draw the same links (the cookie keeps the language).
  const linkParams = new URLSearchParams(params)
  linkParams.delete(LANGUAGE_PARAM)
  const offered = filtersFor(kind, category)
  const priceTypos = priceTyposOf(params)

  // Two observers, one enabled: the favourites and the listings have different keys and endpoints.
  const favorites = useQuery({
    ...listQueries.favorites(api, category, filters),
    enabled: kind === 'favorites',
  })
  const listings = useQuery({
    ...listQueries.listings(api, kind === 'favorites' ? 'shop' : kind, category, filters),
    enabled: kind !== 'favorites',
  })
  const list = kind === 'favorites' ? favorites : listings
  const [sheetOpen, setSheetOpen] = useState(false)
  const active = activeFilterCount(filters, offered)
  const countText = (total: number) =>
    t(`count.${kind === 'order' ? 'requests' : category === 'mobile' ? 'numbers' : 'plates'}`, {
      count: total,
      formatted: formatNumber(total),
    })

  const changeFilter = useCallback(
    (name: Exclude<FilterName, 'pattern' | 'verified'>, value: string | number | null) =>
      setParams((current) => withFilter(current, name, value)),
    [setParams],
  )
  const changePrice = useCallback(
    (min: number | null, max: number | null) => setParams((current) => withPriceRange(current, min, max)),
    [setParams],
  )
  const changePatterns = useCallback(
    (ids: PatternId[]) => setParams((current) => withPatterns(current, ids)),
    [setParams],
  )
  const changeVerified = useCallback(
    (verified: boolean) => setParams((current) => withVerified(current, verified)),
    [setParams],
  )

  const barProps = {
    category,
    filters,
    priceTypos,
    offered,
    onChange: changeFilter,
    onPatternsChange: changePatterns,
    onPriceChange: changePrice,
    onVerifiedChange: changeVerified,
    action: listHref(kind, category),
  }

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t(`titles.${kind}`)}</h1>
        <p className={page.lead}>{t(`leads.${kind}`)}</p>
        {/* A saved search keeps the filters its matching knows, which have no "verified owners only". */}
        {kind !== 'favorites' &&
          (filters.verified ? (
            <p className={styles.saveSearch}>{t('save.notVerified')}</p>
          ) : (
            <SaveSearchButton kind={kind} category={category} filters={filters} className={styles.saveSearch} />
          ))}
      </header>
      <RouteTabs
        className={styles.tabs}
        label={t('tabs.label')}
        value={category}
        items={categories.map((item) => ({
          value: item,
          label: t(`tabs.${item}`),
          link: <Link to={`${listHref(kind, item)}${tabSearch(item, filters)}`} />,
        }))}
      >
        {offered.length > 0 && (
          <>
            {/*
              Below the large breakpoint the filters wait in a sheet, so the listings start on the first screen.
              Before the page's script runs the button is a link to the inline form, which then shows (:target).
            */}
            <div className={styles.filtersButton}>
              <ButtonWithFallback
                variant="secondary"
                fallbackLink={<a href={`#${inlineFiltersId}`} />}
                onClick={() => setSheetOpen(true)}
                aria-haspopup="dialog"
              >
                <FiltersIcon />
                {t('filters.open')}
                {active > 0 && (
                  <>
                    <span className={styles.activeCount} aria-hidden="true">
                      {active}
                    </span>
                    <span className={a11y.visuallyHidden}>{t('filters.activeCount', { count: active })}</span>
                  </>
                )}
              </ButtonWithFallback>
            </div>
            {/* A price that is not an amount (a form sent without script) is said in the form: shown on a phone too. */}
            <ListFiltersBar
              id={inlineFiltersId}
              className={`${styles.inlineFilters} ${priceTypos.min || priceTypos.max ? styles.inlineFiltersShown : ''}`}
              {...barProps}
            />
            <Sheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              title={t('filters.label')}
              closeLabel={t('filters.close')}
              doneLabel={
                list.data
                  ? t('filters.show', { count: countText(list.data.paginationResult.total) })
                  : t('filters.showResults')
              }
            >
              <ListFiltersBar className={styles.sheetFilters} {...barProps} />
            </Sheet>
          </>
        )}
        <ListingGrid
          list={list}
          page={filters.page}
          pageHref={(next) => ({ pathname: listHref(kind, category), search: withPage(linkParams, next).toString() })}
          emptyTitle={kind === 'favorites' ? t('emptyFavorites') : t('empty')}
          emptyDescription={kind === 'favorites' ? undefined : t('emptyHint')}
          headingLevel={2}
          summary={({ total, currentPage, numberOfPage }) =>
            t('summary', {
              count: countText(total),
              page: t('results', { page: currentPage, pages: numberOfPage }),
            })
          }
        />
      </RouteTabs>
    </div>
  )
}
