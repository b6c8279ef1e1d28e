import type { HiddenListing } from '@raqam/api/schema'
import { formatDate } from '@raqam/text/dates'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths, type Category } from '#lib/paths.ts'
import { useLanguage } from '#lib/use-language.ts'
import page from '#styles/page.module.css'
import styles from './hidden-listing.module.css'

/**
 * The page of a listing the moderators removed, for everybody but its owner (the server answers it 410):
 * what happened, and the way on to the shop of its kind or the home page.
 */
export function HiddenListingPage({ category }: { category: Category }) {
  const { t } = useTranslation('trust')
  const headingId = useId()
  return (
    <div className={`${page.container} ${page.page}`}>
      <section className={styles.removed} aria-labelledby={headingId} data-slot="listing-removed">
        <h1 id={headingId} className={styles.removedTitle}>
          {t('hidden.title')}
        </h1>
        <p className={styles.text}>{t('hidden.text')}</p>
        <div className={styles.links}>
          <Link className={styles.primary} to={paths.shop.href(category)}>
            {t('hidden.shop')}
          </Link>
          <Link className={styles.secondary} to={paths.home.href()}>
            {t('hidden.home')}
          </Link>
        </div>
      </section>
    </div>
  )
}

/**
 * What the owner of a hidden listing reads above it: that buyers no longer see it and it cannot be shared,
 * the moderators' reason in words, their note, when, and for a suspended account, that all its listings are
 * hidden and whom to ask.
 */
export function HiddenNotice({ hidden, className }: { hidden: HiddenListing; className?: string }) {
  const { t } = useTranslation('trust')
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const headingId = useId()
  return (
    <section className={`${styles.notice} ${className ?? ''}`} aria-labelledby={headingId} data-slot="hidden-notice">
      <h2 id={headingId} className={styles.noticeTitle}>
        {t('hidden.ownerTitle')}
      </h2>
      <p>{t('hidden.ownerText')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('hidden.reason')}</dt>
          <dd>{tc(`reportReasons.${hidden.reason}`)}</dd>
        </div>
        {hidden.note && (
          <div>
            <dt>{t('hidden.note')}</dt>
            <dd dir="auto">{hidden.note}</dd>
          </div>
        )}
        <div>
          <dt>{t('hidden.hiddenOn')}</dt>
          <dd>
            <time dateTime={hidden.at}>{formatDate(hidden.at, language)}</time>
          </dd>
        </div>
      </dl>
      {hidden.bySuspension && <p>{t('hidden.suspended')}</p>}
      <p>
        <Link to={paths.contact.href()}>{t('hidden.contact')}</Link>
      </p>
    </section>
  )
}
