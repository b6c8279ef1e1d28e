import { SectionHeading } from '@raqam/ui/section-heading'
import { useTranslation } from 'react-i18next'
import { ArrowIcon } from '#components/icons/icons.tsx'
import a11y from '@raqam/ui/a11y.module.css'
import { PoliceEmblem } from '../art/police-emblem.tsx'
import home from './home-page.module.css'
import styles from './useful-links.module.css'

/** The eight official sites: the seven emirates' police forces and the Ministry of Interior, in this order. */
const usefulLinks = [
  { key: 'fujairah', href: 'https://www.fujairahpolice.gov.ae/', initials: 'FUJ', tone: 'green' },
  { key: 'rasAlKhaimah', href: 'https://www.rakpolice.gov.ae/', initials: 'RAK', tone: 'red' },
  { key: 'ummAlQuwain', href: 'https://www.uaqpolice.gov.ae/', initials: 'UAQ', tone: 'gold' },
  { key: 'dubai', href: 'https://www.dubaipolice.gov.ae/', initials: 'DXB', tone: 'navy' },
  { key: 'abuDhabi', href: 'https://www.adpolice.gov.ae/', initials: 'AD', tone: 'navy' },
  { key: 'ajman', href: 'https://www.ajmanpolice.gov.ae/', initials: 'AJM', tone: 'green' },
  { key: 'sharjah', href: 'https://www.shjpolice.gov.ae/', initials: 'SHJ', tone: 'red' },
  { key: 'moi', href: 'https://www.moi.gov.ae/', initials: 'MOI', tone: 'gold' },
] as const

/** Useful links: image, title, description and "visit the website", in a new tab; 4 → 3 → 2 → 1 columns. */
export function UsefulLinks() {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation()
  return (
    <section className={home.section} aria-labelledby="home-links">
      <SectionHeading title={t('links.heading')} description={t('links.description')} headingId="home-links" />
      <ul className={`${home.grid} ${styles.grid}`}>
        {usefulLinks.map((link) => (
          <li key={link.key} className={styles.item}>
            <a className={styles.card} href={link.href} target="_blank" rel="noopener noreferrer">
              <span className={styles.picture}>
                <PoliceEmblem initials={link.initials} tone={link.tone} />
              </span>
              <span className={styles.title}>{t(`links.${link.key}.title`)}</span>
              <span className={styles.text}>{t(`links.${link.key}.text`)}</span>
              <span className={styles.visit}>
                {t('links.visit')}
                <ArrowIcon />
                <span className={a11y.visuallyHidden}> {tc('nav.opensInNewTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
