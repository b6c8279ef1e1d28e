import { moderationMutations } from '@raqam/api/moderation.mutations'
import { Button } from '@raqam/ui/button'
import { Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { useFailureWords } from '../use-failure-words.ts'
import styles from './console-page.module.css'
import { ScriptForm } from '#components/script-form/script-form.tsx'

/** Roughly an e-mail address: the server checks it for real (and that an account has it). */
const EMAIL = /^[^\s@]+@[^\s@]+$/

/**
 * "Grant moderator": the e-mail of an existing account. A refusal (no such account, an administrator's
 * e-mail) is said under the field in the page's language, and the e-mail stays as typed.
 */
export function GrantModeratorForm() {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const notify = useNotify()
  const setRole = useMutation(moderationMutations.setRole(api))
  const refusal = useFailureWords(setRole.error)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } })

  const submit = handleSubmit(({ email }) =>
    setRole.mutateAsync({ email: email.trim(), role: 'moderator' }).then(
      ({ data }) => {
        notify.success(t('staff.granted', { name: data.username }))
        reset()
      },
      () => {},
    ),
  )
  const problem =
    errors.email?.type === 'required'
      ? t('staff.emailRequired')
      : errors.email
        ? t('staff.emailInvalid')
        : setRole.error
          ? refusal
          : undefined

  return (
    <section className={styles.section} aria-labelledby="grant-moderator">
      <h2 id="grant-moderator" className={styles.sectionTitle}>
        {t('staff.grantTitle')}
      </h2>
      <p className={styles.muted}>{t('staff.grantLead')}</p>
      <ScriptForm className={styles.form} onSubmit={(event) => void submit(event)}>
        <FieldStack>
          <Field label={t('staff.grantEmail')} error={problem || undefined} invalid={Boolean(setRole.error)}>
            <Input
              type="email"
              autoComplete="off"
              dir="ltr"
              {...register('email', { required: true, validate: (value) => EMAIL.test(value.trim()) })}
            />
          </Field>
          <Button type="submit" busy={setRole.isPending} busyLabel={t('staff.granting')}>
            {t('staff.grant')}
          </Button>
        </FieldStack>
      </ScriptForm>
    </section>
  )
}
