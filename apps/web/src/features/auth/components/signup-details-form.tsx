import { authMutations } from '@raqam/api/auth.mutations'
import type { PendingSignup } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { AvatarPicker } from '#components/avatar-picker/avatar-picker.tsx'
import { useApi } from '#lib/api.tsx'
import { isLanguage } from '#i18n/languages.ts'
import { useNotify } from '#lib/notify.ts'
import { toStoredPhone } from '#lib/phone.ts'
import form from '#styles/form.module.css'

export type SignupDetails = { username: string; phone: string; email: string; password: string; avatar?: File }

type SignupDetailsFormProps = {
  /** What the visitor typed so far (kept when they come back from step 2). */
  initial: SignupDetails
  /** Step 1 succeeded: the codes are on their way. */
  onSent: (pending: PendingSignup, details: SignupDetails) => void
}

/**
 * Sign-up step 1 (SPEC §2/§5): avatar (images only), username, phone after a fixed +971, e-mail,
 * password; all but the avatar required ("All fields are mandatory"); the phone is sent with 971.
 */
export function SignupDetailsForm({ initial, onSent }: SignupDetailsFormProps) {
  const { t, i18n } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const id = useId()
  const [details, setDetails] = useState(initial)
  const signup = useMutation(authMutations.signup(api))
  const set = (name: keyof Omit<SignupDetails, 'avatar'>) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [name]: event.target.value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { username, phone, email, password, avatar } = details
    if (!username.trim() || !phone.trim() || !email.trim() || !password) {
      notify.invalid(tc('messages.AllFieldsAreMandatory'))
      return
    }
    signup.mutate(
      {
        // The codes, and every later message, are written in the language the customer signs up in.
        json: {
          username: username.trim(),
          phone: toStoredPhone(phone),
          email: email.trim(),
          password,
          language: isLanguage(i18n.language) ? i18n.language : 'en',
        },
        image: avatar,
      },
      { onSuccess: (answer) => onSent(answer.data, details), onError: (error) => notify.error(error) },
    )
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <fieldset className={form.field}>
        <legend className={form.label}>{t('signup.avatar')}</legend>
        <AvatarPicker
          file={details.avatar}
          onChange={(avatar) => setDetails((current) => ({ ...current, avatar }))}
          onReject={() => notify.invalid(t('signup.avatarImagesOnly'))}
          uploadLabel={t('signup.uploadAvatar')}
          changeLabel={t('signup.changeAvatar')}
          previewAlt={t('signup.avatarPreview')}
        />
      </fieldset>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-username`}>
          {t('signup.username')}
        </label>
        <input
          id={`${id}-username`}
          className={form.input}
          name="username"
          autoComplete="username"
          value={details.username}
          onChange={set('username')}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-phone`}>
          {t('signup.phone')}
        </label>
        <div className={form.prefixed}>
          <span className={form.prefix} aria-hidden="true">
            {t('signup.phonePrefix')}
          </span>
          <input
            id={`${id}-phone`}
            className={form.input}
            type="tel"
            name="phone"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('signup.phonePlaceholder')}
            aria-describedby={`${id}-phone-prefix`}
            value={details.phone}
            onChange={set('phone')}
          />
        </div>
        <span id={`${id}-phone-prefix`} hidden>
          {t('signup.phonePrefix')}
        </span>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-email`}>
          {t('signup.email')}
        </label>
        <input
          id={`${id}-email`}
          className={form.input}
          type="email"
          name="email"
          autoComplete="email"
          dir="ltr"
          value={details.email}
          onChange={set('email')}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-password`}>
          {t('signup.password')}
        </label>
        <input
          id={`${id}-password`}
          className={form.input}
          type="password"
          name="password"
          autoComplete="new-password"
          dir="ltr"
          value={details.password}
          onChange={set('password')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        busy={signup.isPending}
        busyLabel={t('signup.submitting')}
        disabled={signup.isPending}
      >
        {t('signup.submit')}
      </Button>
      <p className={form.links}>
        <span>
          {t('signup.haveAccount')} <Link to={paths.signin.href()}>{t('signup.signinLink')}</Link>
        </span>
      </p>
    </form>
  )
}
