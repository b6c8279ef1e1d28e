import { Button } from '@raqam/ui/button'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buildMailto, type ContactFields } from '../mailto.ts'
import styles from '#styles/form.module.css'

type ContactFormProps = {
  /** The business addresses that receive the message. */
  recipients: string[]
  /** Opens the mail client; replaced in tests. */
  openMail?: (href: string) => void
}

const empty: ContactFields = { fullName: '', email: '', phone: '', subject: '', message: '' }

/**
 * SPEC §2/§5: full name, e-mail (must contain an @), phone, subject and message; nothing else is
 * required. Sending opens the visitor's mail client with the message prefilled — no server call.
 */
export function ContactForm({ recipients, openMail = (href) => window.location.assign(href) }: ContactFormProps) {
  const { t } = useTranslation('info')
  const id = useId()
  const [fields, setFields] = useState(empty)
  const field = (name: keyof ContactFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    openMail(
      buildMailto(recipients, fields, {
        name: t('contact.mailName'),
        email: t('contact.mailEmail'),
        phone: t('contact.mailPhone'),
        subjectFallback: t('contact.mailSubjectFallback'),
      }),
    )
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-fullName`}>
            {t('contact.fullName')}
          </label>
          <input className={styles.input} type="text" autoComplete="name" {...field('fullName')} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t('contact.emailField')}
          </label>
          <input
            className={styles.input}
            type="text"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            pattern="[^@]*@.*"
            title={t('contact.emailHint')}
            {...field('email')}
          />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-phone`}>
            {t('contact.phoneField')}
          </label>
          <input className={styles.input} type="tel" autoComplete="tel" dir="ltr" {...field('phone')} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-subject`}>
            {t('contact.subject')}
          </label>
          <input className={styles.input} type="text" {...field('subject')} />
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>
          {t('contact.message')}
        </label>
        <textarea className={styles.input} rows={6} {...field('message')} />
      </div>
      <p className={styles.note}>{t('contact.formNote')}</p>
      <div>
        <Button type="submit" size="lg">
          {t('contact.send')}
        </Button>
      </div>
    </form>
  )
}
