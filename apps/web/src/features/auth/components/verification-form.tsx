import { authMutations } from '@raqam/api/auth.mutations'
import type { PendingSignup } from '@raqam/api/schema'
import { Button } from '@raqam/ui/button'
import { Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { digitsField, required } from '#lib/form-rules.ts'
import { useNotify } from '#lib/notify.ts'
import links from './auth-links.module.css'
import { ScriptForm } from '#components/script-form/script-form.tsx'

type VerificationFormProps = {
  pending: PendingSignup
  /** Back to step 1, keeping what was typed. */
  onBack: () => void
  /** On success the app goes home with a full reload; replaced in tests. */
  onVerified?: () => void
}

type Codes = { emailCode: string; whatsappCode: string }

/** What a code box is: six digits from the phone's keypad, offered from the message by the keyboard. */
const codeInput = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
  dir: 'ltr',
} as const

/** Sign-up step 2: the e-mail code and the WhatsApp code, both required, then Check. */
export function VerificationForm({
  pending,
  onBack,
  onVerified = () => window.location.assign('/'),
}: VerificationFormProps) {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const verify = useMutation(authMutations.verify(api))
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Codes>({ defaultValues: { emailCode: '', whatsappCode: '' } })

  const submit = handleSubmit(
    ({ emailCode, whatsappCode }) =>
      // The promise, not mutate()'s callbacks: the stored session makes the signed-out guard leave this
      // screen at once, and an unmounted observer's callbacks never run (the reload would be lost).
      verify
        .mutateAsync({
          email: pending.email,
          phone: pending.phone,
          emailCode: emailCode.trim(),
          whatsappCode: whatsappCode.trim(),
        })
        .then(
          () => onVerified(),
          (error: unknown) => notify.error(error),
        ),
    () => notify.invalid(tc('messages.allFieldsAreMandatory')),
  )

  return (
    <ScriptForm onSubmit={(event) => void submit(event)}>
      <FieldStack>
        <Field label={t('verify.emailCode')} invalid={Boolean(errors.emailCode)}>
          <Input {...codeInput} {...register('emailCode', { ...required, ...digitsField })} />
        </Field>
        <Field label={t('verify.whatsappCode')} invalid={Boolean(errors.whatsappCode)}>
          <Input {...codeInput} {...register('whatsappCode', { ...required, ...digitsField })} />
        </Field>
        <Button type="submit" size="lg" busy={verify.isPending} busyLabel={t('verify.submitting')}>
          {t('verify.submit')}
        </Button>
        <p className={links.links}>
          <button type="button" className={links.linkButton} onClick={onBack}>
            {t('verify.back')}
          </button>
        </p>
      </FieldStack>
    </ScriptForm>
  )
}
