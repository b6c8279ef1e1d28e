import { isolate } from '@raqam/text/numbers-in-text'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { withPage } from '#lib/page-param.ts'
import shared from './console-page.module.css'
import styles from './page-links.module.css'

/** The URL of another page of the same list: `?page=n`, dropped for the first page, other parameters kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  const query = withPage(new URLSearchParams(search), page).toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

/**
 * The previous and next pages of a console list as links (they work before the script and open in a
 * new tab), with where the reader is. Nothing with one page or none.
 */
export function PageLinks({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('moderation')
  const { pathname, search } = useLocation()
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pages} aria-label={t('pages.label')}>
      {page > 1 ? (
        <Link className={shared.pillLink} to={pageHref(pathname, search, Math.min(page - 1, pageCount))} rel="prev">
          {t('pages.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.current}>
        {t('pages.current', { page: isolate(String(page)), count: isolate(String(pageCount)) })}
      </p>
      {page < pageCount ? (
        <Link className={shared.pillLink} to={pageHref(pathname, search, page + 1)} rel="next">
          {t('pages.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
