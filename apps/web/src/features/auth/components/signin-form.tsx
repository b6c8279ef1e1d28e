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
    // The promise, not mutate()'s callbacks: a successful sign-in makes the route guard leave this
    // screen at once, and callbacks of an unmounted observer never run.
    signin.mutateAsync({ email: email.trim(), password }).then(
      () => {
        notify.success(tc('messages.signedInSuccessfully'))
        void navigate(paths.home.href(), { replace: true })
      },
      (error: unknown) => {
        setPassword('')
        notify.error(error)
      },
    )
  }

  return (
    <AuthCard title={t('signin.title')} lead={t('signin.lead')}>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-email`}>
            {t('signin.email')}
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
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-password`}>
            {t('signin.password')}
          </label>
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
        </div>
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
