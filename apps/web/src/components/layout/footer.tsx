import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { InstagramIcon, MailIcon, PhoneIcon, PinIcon } from '#components/icons/icons.tsx'
import { Logo } from '#components/logo/logo.tsx'
import { env } from '#env.ts'
import a11y from '@raqam/ui/a11y.module.css'
import styles from './footer.module.css'

/** The copyright year is fixed: the year the site was first published. */
const copyrightYear = 2025

type FooterLink = { key: string; to: string; label: string }

/** The footer: brand and contact details, then the Links, Information and Categories groups. */
export function Footer() {
  const { t } = useTranslation()
  const groups: { key: string; title: string; links: FooterLink[] }[] = [
    {
      key: 'links',
      title: t('footer.links'),
      links: [
        { key: 'home', to: paths.home.href(), label: t('footer.home') },
        { key: 'shop', to: paths.shop.href(), label: t('footer.shop') },
        { key: 'order', to: paths.order.href(), label: t('footer.order') },
        { key: 'favorites', to: paths.favorites.href(), label: t('footer.favorites') },
        { key: 'about', to: paths.about.href(), label: t('footer.aboutUs') },
        { key: 'contact', to: paths.contact.href(), label: t('footer.contactUs') },
      ],
    },
    {
      key: 'information',
      title: t('footer.information'),
      links: [
        { key: 'browse', to: paths.shop.href(), label: t('footer.browseListings') },
        { key: 'about', to: paths.about.href(), label: t('footer.aboutUs') },
        { key: 'terms', to: paths.terms.href(), label: t('footer.termsOfService') },
        { key: 'privacy', to: paths.privacy.href(), label: t('footer.privacyPolicy') },
        { key: 'refund', to: paths.refundPolicy.href(), label: t('footer.refundPolicy') },
        { key: 'sold-prices', to: paths.soldPrices.href(), label: t('footer.soldPrices') },
        { key: 'transfer-costs', to: paths.transferCosts.href(), label: t('footer.transferCosts') },
        { key: 'contact', to: paths.contact.href(), label: t('footer.contactUs') },
      ],
    },
    {
      key: 'categories',
      title: t('footer.categories'),
      links: [
        { key: 'car', to: paths.shop.href('car'), label: t('footer.carPlates') },
        { key: 'motorcycle', to: paths.shop.href('motorcycle'), label: t('footer.motorcyclePlates') },
        { key: 'mobile', to: paths.shop.href('mobile'), label: t('footer.mobileNumbers') },
      ],
    },
  ]

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-contact">
          <Logo label={t('brand.name')} />
          <p className={styles.tagline}>{t('brand.tagline')}</p>
          <h2 id="footer-contact" className={a11y.visuallyHidden}>
            {t('footer.contact')}
          </h2>
          <ul className={styles.contact}>
            <li>
              <MailIcon className={styles.icon} />
              <span className={a11y.visuallyHidden}>{t('footer.email')}: </span>
              <a href={`mailto:${env.contactEmail}`} dir="ltr">
                {env.contactEmail}
              </a>
            </li>
            <li>
              <PhoneIcon className={styles.icon} />
              <span className={a11y.visuallyHidden}>{t('footer.phone')}: </span>
              <a href={`tel:${env.contactPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {env.contactPhone}
              </a>
            </li>
            <li>
              <PinIcon className={styles.icon} />
              <span>{t('footer.country')}</span>
            </li>
            <li>
              <InstagramIcon className={styles.icon} />
              <a href={env.socialUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.social')}
                <span className={a11y.visuallyHidden}> {t('nav.opensInNewTab')}</span>
              </a>
            </li>
          </ul>
        </section>

        {groups.map((group) => (
          <nav key={group.key} className={styles.group} aria-labelledby={`footer-${group.key}`}>
            <h2 id={`footer-${group.key}`} className={styles.heading}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: copyrightYear })}</p>
    </footer>
  )
}
