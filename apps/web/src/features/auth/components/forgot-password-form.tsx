import { authMutations } from '@raqam/api/auth.mutations'
import { Button } from '@raqam/ui/button'
import { Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { useApi } from '#lib/api.tsx'
import { required } from '#lib/form-rules.ts'
import { useNotify } from '#lib/notify.ts'
import links from './auth-links.module.css'
import { AuthCard } from './auth-card.tsx'
import { ScriptForm } from '#components/script-form/script-form.tsx'

/** The success toast follows the redirect to /signin after 1.5 s. */
const passwordSentToastDelayMs = 1500

/**
 * Forgot password: an empty e-mail gives "Please fill field" and no call; success goes
 * to /signin and shows the success toast 1.5 s later.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const sendPassword = useMutation(authMutations.sendPassword(api))
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { email: '' } })

  const submit = handleSubmit(
    ({ email }) =>
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
      ),
    () => notify.invalid(tc('messages.pleaseFillField')),
  )

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')}>
      <ScriptForm onSubmit={(event) => void submit(event)}>
        <FieldStack>
          <Field label={t('forgot.email')} invalid={Boolean(errors.email)}>
            <Input type="email" autoComplete="email" dir="ltr" {...register('email', required)} />
          </Field>
          <Button type="submit" size="lg" busy={sendPassword.isPending} busyLabel={t('forgot.submitting')}>
            {t('forgot.submit')}
          </Button>
          <p className={links.links}>
            <Link to={paths.signin.href()}>{t('forgot.back')}</Link>
          </p>
        </FieldStack>
      </ScriptForm>
    </AuthCard>
  )
}
