import { authMutations } from '@raqam/api/auth.mutations'
import type { PendingSignup } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import form from '#styles/form.module.css'

type VerificationFormProps = {
  pending: PendingSignup
  /** Back to step 1, keeping what was typed. */
  onBack: () => void
  /** SPEC §4: on success the app goes home with a full reload; replaced in tests. */
  onVerified?: () => void
}

/** Sign-up step 2 (SPEC §2/§5): the e-mail code and the WhatsApp code, both required, then Check. */
export function VerificationForm({
  pending,
  onBack,
  onVerified = () => window.location.assign('/'),
}: VerificationFormProps) {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const id = useId()
  const [emailCode, setEmailCode] = useState('')
  const [whatsappCode, setWhatsappCode] = useState('')
  const verify = useMutation(authMutations.verify(api))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!emailCode.trim() || !whatsappCode.trim()) {
      notify.invalid(tc('messages.AllFieldsAreMandatory'))
      return
    }
    verify.mutate(
      { email: pending.email, phone: pending.phone, emailCode: emailCode.trim(), whatsappCode: whatsappCode.trim() },
      { onSuccess: () => onVerified(), onError: (error) => notify.error(error) },
    )
  }

  const codeInput = (name: string, value: string, onChange: (value: string) => void) => ({
    id: `${id}-${name}`,
    name,
    className: form.input,
    inputMode: 'numeric' as const,
    autoComplete: 'one-time-code',
    maxLength: 6,
    dir: 'ltr',
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  })

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-emailCode`}>
          {t('verify.emailCode')}
        </label>
        <input {...codeInput('emailCode', emailCode, setEmailCode)} />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-whatsappCode`}>
          {t('verify.whatsappCode')}
        </label>
        <input {...codeInput('whatsappCode', whatsappCode, setWhatsappCode)} />
      </div>
      <Button type="submit" size="lg" busy={verify.isPending} busyLabel={t('verify.submitting')}>
        {t('verify.submit')}
      </Button>
      <p className={form.links}>
        <button type="button" className={form.linkButton} onClick={onBack}>
          {t('verify.back')}
        </button>
      </p>
    </form>
  )
}
