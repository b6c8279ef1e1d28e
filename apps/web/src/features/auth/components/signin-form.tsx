import { authMutations } from '@raqam/api/auth.mutations'
import { Button } from '@raqam/ui/button'
import { Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { paths, RETURN_PARAM, returnPath } from '#lib/paths.ts'
import { useApi } from '#lib/api.tsx'
import { required } from '#lib/form-rules.ts'
import { useNotify } from '#lib/notify.ts'
import links from './auth-links.module.css'
import { AuthCard } from './auth-card.tsx'
import { ScriptForm } from '#components/script-form/script-form.tsx'

type SigninValues = { email: string; password: string }

/**
 * Sign in: e-mail and password, both required ("All fields are mandatory"); success
 * stores the token (the api layer) and returns to the page that sent the visitor here (`?next=`), or
 * home; a failure clears the password.
 */
export function SigninForm() {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const signin = useMutation(authMutations.signin(api))
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<SigninValues>({
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit(
    ({ email, password }) =>
      // The promise, not mutate()'s callbacks: a successful sign-in makes the route guard leave this
      // screen at once, and callbacks of an unmounted observer never run.
      signin.mutateAsync({ email: email.trim(), password }).then(
        () => {
          notify.success(tc('messages.signedInSuccessfully'))
          void navigate(returnPath(params.get(RETURN_PARAM)), { replace: true })
        },
        (error: unknown) => {
          resetField('password')
          notify.error(error)
        },
      ),
    () => notify.invalid(tc('messages.allFieldsAreMandatory')),
  )

  return (
    <AuthCard title={t('signin.title')} lead={t('signin.lead')}>
      <ScriptForm onSubmit={(event) => void submit(event)}>
        <FieldStack>
          <Field label={t('signin.email')} invalid={Boolean(errors.email)}>
            <Input type="email" autoComplete="email" dir="ltr" {...register('email', required)} />
          </Field>
          <Field label={t('signin.password')} invalid={Boolean(errors.password)}>
            <Input type="password" autoComplete="current-password" dir="ltr" {...register('password', required)} />
          </Field>
          <Button type="submit" size="lg" busy={signin.isPending} busyLabel={t('signin.submitting')}>
            {t('signin.submit')}
          </Button>
          <p className={links.links}>
            <Link to={paths.changePassword.href()}>{t('signin.forgot')}</Link>
            <span>
              {t('signin.noAccount')} <Link to={paths.signup.href()}>{t('signin.signupLink')}</Link>
            </span>
          </p>
        </FieldStack>
      </ScriptForm>
    </AuthCard>
  )
}
