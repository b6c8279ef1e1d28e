import { authMutations } from '@raqam/api/auth.mutations'
import { errorProblem } from '@raqam/api/errors'
import a11y from '@raqam/ui/a11y.module.css'
import { Dialog } from '@raqam/ui/dialog'
import { Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { useErrorText } from '#lib/api-words.ts'
import { useNotify } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'
import styles from './your-data.module.css'

type DeleteAccountDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it; the focus returns to it when the dialog closes. */
  trigger: ReactElement
}

/**
 * Deleting the account: what happens (in short, with the Privacy Policy for the rest), confirmed with
 * the password. A wrong password is said under the field, which keeps the focus; once the server has
 * deleted the account the session ends here too (@raqam/api), and the customer lands on the home page,
 * told so by a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange, trigger }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const deletion = useMutation(authMutations.deleteAccount(api))
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } })

  const close = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }

  // The page may already have left (the session ended, the route guard moved on): the promise still settles.
  const submit = handleSubmit(({ password }) =>
    deletion.mutateAsync({ password }).then(
      () => {
        close(false)
        notify.success(t('yourData.deleted'))
        void navigate(paths.home.href(), { replace: true })
      },
      async (error: unknown) => {
        if (errorProblem(error)?.code !== 'currentPasswordWrong') return notify.error(error)
        setError('password', { message: await errorText(error) }, { shouldFocus: true })
      },
    ),
  )

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      trigger={trigger}
      title={t('yourData.deleteTitle')}
      description={t('yourData.deleteDescription')}
      labels={{
        cancel: t('yourData.cancel'),
        save: t('yourData.confirm'),
        saving: t('yourData.deleting'),
        close: t('yourData.close'),
      }}
      onSave={() => void submit()}
      saving={deletion.isPending}
    >
      <FieldStack>
        <ul className={styles.consequences}>
          <li>{t('yourData.deleteGone')}</li>
          <li>{t('yourData.deleteErased')}</li>
          <li>{t('yourData.deleteKept')}</li>
        </ul>
        <p className={styles.policy}>
          <a href={paths.privacy.href()} target="_blank" rel="noopener">
            {t('yourData.deletePolicy')}
            <span className={a11y.visuallyHidden}> {tc('nav.opensInNewTab')}</span>
          </a>
        </p>
        <Field label={t('yourData.password')} hint={t('yourData.passwordHint')} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            dir="ltr"
            {...register('password', {
              validate: (password) => password !== '' || t('yourData.passwordMissing'),
            })}
          />
        </Field>
      </FieldStack>
    </Dialog>
  )
}
