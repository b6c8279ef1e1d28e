import { useTranslation } from 'react-i18next'
import { Marquee } from '@raqam/ui/marquee'
import { PartnerLogo, type PartnerMark } from '../art/partner-logo.tsx'
import styles from './partner-strip.module.css'

/** The seven partner logos. */
const partners: readonly PartnerMark[] = ['falcon', 'pearl', 'dune', 'marina', 'oasis', 'gulfgate', 'souq']

/** The partner logos moving across the page, with the control that stops them. */
export function PartnerStrip() {
  const { t } = useTranslation('home')
  return (
    <section className={styles.section} aria-labelledby="home-partners">
      <h2 id="home-partners" className={styles.heading}>
        {t('partners.heading')}
      </h2>
      <Marquee stopLabel={t('partners.stop')}>
        {partners.map((mark) => (
          <li key={mark} className={styles.item}>
            <PartnerLogo mark={mark} name={t(`partners.names.${mark}`)} />
          </li>
        ))}
      </Marquee>
    </section>
  )
}
