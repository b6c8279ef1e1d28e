import { authMutations } from '@raqam/api/auth.mutations'
import { Button } from '@raqam/ui/button'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import form from '#styles/form.module.css'
import { AuthCard } from './auth-card.tsx'

/** SPEC §9: the success toast follows the redirect to /signin after 1.5 s. */
const passwordSentToastDelayMs = 1500

/**
 * SPEC §2/§4/§5 Forgot password: an empty e-mail gives "Please fill field" and no call; success goes
 * to /signin and shows the success toast 1.5 s later.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const id = useId()
  const [email, setEmail] = useState('')
  const sendPassword = useMutation(authMutations.sendPassword(api))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!email.trim()) {
      notify.invalid(tc('messages.pleaseFillField'))
      return
    }
    sendPassword.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          const message = tc('messages.passwordSentSuccessfully')
          void navigate(paths.signin.href())
          // The timer outlives this screen on purpose: the toast belongs to the sign-in page.
          window.setTimeout(() => notify.success(message), passwordSentToastDelayMs)
        },
        onError: (error) => notify.error(error),
      },
    )
  }

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')}>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-email`}>
            {t('forgot.email')}
          </label>
          <input
            id={`${id}-email`}
            className={form.input}
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" busy={sendPassword.isPending} busyLabel={t('forgot.submitting')}>
          {t('forgot.submit')}
        </Button>
        <p className={form.links}>
          <Link to={paths.signin.href()}>{t('forgot.back')}</Link>
        </p>
      </form>
    </AuthCard>
  )
}
