import { Button } from '@raqam/ui/button'
import { Field, FieldRow, FieldStack, Input, TextArea } from '@raqam/ui/field'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { buildMailto, contactEmailRule, mailtoAddress, type ContactFields } from '../mailto.ts'
import styles from './contact-form.module.css'

type ContactFormProps = {
  /** The business addresses that receive the message. */
  recipients: string[]
  /** Opens the mail client; replaced in tests. */
  openMail?: (href: string) => void
}

const empty: ContactFields = { fullName: '', email: '', phone: '', subject: '', message: '' }

/**
 * The contact form: full name, e-mail (must contain an @), phone, subject and message; nothing else is
 * required. Sending opens the visitor's mail client with the message prefilled — no server call. A
 * wrong e-mail is said beside the field, in the page's language (the browser's bubble speaks its own).
 * Before the page's script has run the browser does it itself: the form's action is the `mailto:`
 * address, its fields written into the message as plain text.
 */
export function ContactForm({ recipients, openMail = (href) => window.location.assign(href) }: ContactFormProps) {
  const { t } = useTranslation('info')
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFields>({ defaultValues: empty })

  const submit = handleSubmit((fields) =>
    openMail(
      buildMailto(recipients, fields, {
        name: t('contact.mailName'),
        email: t('contact.mailEmail'),
        phone: t('contact.mailPhone'),
        subjectFallback: t('contact.mailSubjectFallback'),
      }),
    ),
  )

  return (
    <form
      action={mailtoAddress(recipients)}
      method="post"
      encType="text/plain"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FieldStack>
        <FieldRow>
          <Field label={t('contact.fullName')}>
            <Input autoComplete="name" {...register('fullName')} />
          </Field>
          <Field label={t('contact.emailField')} error={errors.email && t('contact.emailHint')}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              {...register('email', contactEmailRule)}
            />
          </Field>
        </FieldRow>
        <FieldRow>
          <Field label={t('contact.phoneField')}>
            <Input type="tel" autoComplete="tel" dir="ltr" {...register('phone')} />
          </Field>
          <Field label={t('contact.subject')}>
            <Input {...register('subject')} />
          </Field>
        </FieldRow>
        <Field label={t('contact.message')}>
          <TextArea rows={6} {...register('message')} />
        </Field>
        <p className={styles.note}>{t('contact.formNote')}</p>
        <div>
          <Button type="submit" size="lg">
            {t('contact.send')}
          </Button>
        </div>
      </FieldStack>
    </form>
  )
}
