import { authMutations } from '@raqam/api/auth.mutations'
import { Button } from '@raqam/ui/button'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '#app/paths.ts'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import form from '#styles/form.module.css'
import { AuthCard } from './auth-card.tsx'

/**
 * SPEC §2/§4/§5 Sign in: e-mail and password, both required ("All fields are mandatory"); success
 * stores the token (the api layer) and goes home; a failure clears the password.
 */
export function SigninForm() {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const signin = useMutation(authMutations.signin(api))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!email.trim() || !password) {
      notify.invalid(tc('messages.AllFieldsAreMandatory'))
      return
    }
    signin.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          notify.success(tc('messages.signedInSuccessfully'))
          void navigate(paths.home.href(), { replace: true })
        },
        onError: (error) => {
          setPassword('')
          notify.error(error)
        },
      },
    )
  }

  return (
    <AuthCard title={t('signin.title')} lead={t('signin.lead')}>
      <form className={form.form} onSubmit={submit} noValidate>
        <label className={form.field} htmlFor={`${id}-email`}>
          <span className={form.label}>{t('signin.email')}</span>
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
        </label>
        <label className={form.field} htmlFor={`${id}-password`}>
          <span className={form.label}>{t('signin.password')}</span>
          <input
            id={`${id}-password`}
            className={form.input}
            type="password"
            name="password"
            autoComplete="current-password"
            dir="ltr"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <Button type="submit" size="lg" busy={signin.isPending} busyLabel={t('signin.submitting')}>
          {t('signin.submit')}
        </Button>
        <p className={form.links}>
          <Link to={paths.changePassword.href()}>{t('signin.forgot')}</Link>
          <span>
            {t('signin.noAccount')} <Link to={paths.signup.href()}>{t('signin.signupLink')}</Link>
          </span>
        </p>
      </form>
    </AuthCard>
  )
}
