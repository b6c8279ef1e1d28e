import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { ArrowIcon } from '#components/icons/icons.tsx'
import { Reveal } from '#components/reveal/reveal.tsx'
import page from '#styles/page.module.css'
import { AboutArt } from './about-art.tsx'
import styles from './about-page.module.css'

/** The about page: "Who we are", a link to /contact, and the counters 15K+, 10K+, 1.2K+. */
export function AboutPage() {
  const { t } = useTranslation('info')
  const counters = [
    { key: 'rare', value: t('about.rareNumbersValue'), label: t('about.rareNumbers') },
    { key: 'plates', value: t('about.luxuryPlatesValue'), label: t('about.luxuryPlates') },
    { key: 'clients', value: t('about.happyClientsValue'), label: t('about.happyClients') },
  ]
  const values = [
    { key: 'trust', title: t('about.trustTitle'), text: t('about.trustText') },
    { key: 'clarity', title: t('about.clarityTitle'), text: t('about.clarityText') },
    { key: 'reach', title: t('about.reachTitle'), text: t('about.reachText') },
  ]
  return (
    <div className={`${page.container} ${page.page}`}>
      <section className={styles.intro} aria-labelledby="about-title">
        <div className={styles.text}>
          <p className={page.eyebrow}>{t('about.eyebrow')}</p>
          <h1 id="about-title" className={page.title}>
            {t('about.heading')}
          </h1>
          <p className={page.lead}>{t('about.lead')}</p>
          <p>{t('about.body')}</p>
          <Link to={paths.contact.href()} className={styles.cta}>
            {t('about.contactLink')}
            <ArrowIcon />
          </Link>
        </div>
        <AboutArt className={styles.art} />
      </section>

      <Reveal as="section" className={styles.counters} aria-labelledby="about-counters">
        <h2 id="about-counters" className={styles.sectionTitle}>
          {t('about.counters')}
        </h2>
        <dl className={styles.counterList}>
          {counters.map((counter) => (
            <div key={counter.key} className={styles.counter}>
              <dt className={styles.counterLabel}>{counter.label}</dt>
              <dd className={styles.counterValue}>{counter.value}</dd>
            </div>
          ))}
        </dl>
      </Reveal>

      <Reveal as="section" aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          {t('about.valuesHeading')}
        </h2>
        <ul className={styles.values}>
          {values.map((value) => (
            <li key={value.key} className={page.card}>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.text}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </div>
  )
}
