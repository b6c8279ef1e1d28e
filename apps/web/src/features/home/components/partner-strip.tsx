import { useTranslation } from 'react-i18next'
import { PartnerLogo, type PartnerMark } from '../art/partner-logo.tsx'
import styles from './partner-strip.module.css'

/** The seven partner logos. */
const partners: readonly PartnerMark[] = ['falcon', 'pearl', 'dune', 'marina', 'oasis', 'gulfgate', 'souq']

/**
 * The seven logos repeated twice, scrolling continuously (the second copy makes the loop
 * seamless and is hidden from screen readers). Still under reduced motion; paused on hover.
 */
export function PartnerStrip() {
  const { t } = useTranslation('home')
  const logos = (copy: 'first' | 'second') =>
    partners.map((mark) => (
      <li key={`${copy}-${mark}`} className={styles.item}>
        <PartnerLogo mark={mark} name={t(`partners.names.${mark}`)} />
      </li>
    ))
  return (
    <section className={styles.section} aria-labelledby="home-partners">
      <h2 id="home-partners" className={styles.heading}>
        {t('partners.heading')}
      </h2>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list}>{logos('first')}</ul>
          <ul className={styles.list} aria-hidden="true">
            {logos('second')}
          </ul>
        </div>
      </div>
    </section>
  )
}
