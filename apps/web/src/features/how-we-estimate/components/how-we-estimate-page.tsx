import { PRICE_GUIDE_MINIMUM } from '@raqam/listing-rules/limits'
import { isolate } from '@raqam/text/numbers-in-text'
import { useTranslation } from 'react-i18next'
import page from '#styles/page.module.css'
import styles from './how-we-estimate-page.module.css'

const sections = ['comparables', 'prices', 'recent', 'outliers', 'range', 'minimum'] as const

/**
 * "How we estimate": the fair-price guide's method in plain words, linked from every guide. Text only,
 * so it reads before its script has loaded.
 */
export function HowWeEstimatePage() {
  const { t } = useTranslation('guide')
  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <p className={page.eyebrow}>{t('page.eyebrow')}</p>
        <h1 className={page.title}>{t('page.title')}</h1>
        <p className={page.lead}>{t('page.lead')}</p>
      </header>
      <div className={styles.body}>
        {sections.map((section) => (
          <section key={section} className={styles.section} aria-labelledby={`method-${section}`}>
            <h2 id={`method-${section}`} className={styles.heading}>
              {t(`page.${section}Title`)}
            </h2>
            <p>{t(`page.${section}`, { minimum: isolate(String(PRICE_GUIDE_MINIMUM)) })}</p>
          </section>
        ))}
        <p className={styles.note}>{t('page.note')}</p>
      </div>
    </div>
  )
}
