import { useTranslation } from 'react-i18next'
import { MailIcon, PhoneIcon, PinIcon } from '#components/icons/icons.tsx'
import { env } from '#env.ts'
import page from '#styles/page.module.css'
import { ContactForm } from './contact-form.tsx'
import { OfficeMap } from './office-map.tsx'
import styles from './contact-page.module.css'

/** The contact page: phone and business e-mail, the office's map (loaded when asked), and the mail-client form. */
export function ContactPage() {
  const { t } = useTranslation('info')
  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <p className={page.eyebrow}>{t('contact.eyebrow')}</p>
        <h1 className={page.title}>{t('contact.title')}</h1>
        <p className={page.lead}>{t('contact.lead')}</p>
      </header>
      <div className={styles.layout}>
        <section className={`${page.card} ${styles.details}`} aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.heading}>
            {t('contact.detailsHeading')}
          </h2>
          <dl className={styles.list}>
            <div className={styles.item}>
              <dt>
                <PhoneIcon className={styles.icon} />
                {t('contact.phone')}
              </dt>
              <dd>
                <a href={`tel:${env.contactPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {env.contactPhone}
                </a>
              </dd>
            </div>
            <div className={styles.item}>
              <dt>
                <MailIcon className={styles.icon} />
                {t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${env.contactEmail}`} dir="ltr">
                  {env.contactEmail}
                </a>
              </dd>
            </div>
            <div className={styles.item}>
              <dt>
                <PinIcon className={styles.icon} />
                {t('contact.address')}
              </dt>
              <dd>{t('contact.addressValue')}</dd>
            </div>
          </dl>
          <OfficeMap address={t('contact.addressValue')} location={env.officeLocation} />
        </section>
        <section className={page.card} aria-labelledby="contact-form">
          <h2 id="contact-form" className={styles.heading}>
            {t('contact.formHeading')}
          </h2>
          <ContactForm recipients={[env.contactEmail, env.salesEmail]} />
        </section>
      </div>
    </div>
  )
}
