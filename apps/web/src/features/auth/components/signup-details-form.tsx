import { authMutations } from '@raqam/api/auth.mutations'
import { errorProblem } from '@raqam/api/errors'
import type { PendingSignup } from '@raqam/api/schema'
import { currentTermsVersion } from '@raqam/legal/versions'
import { Button } from '@raqam/ui/button'
import { Field, FieldStack, Input } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { AvatarPicker, useAvatarBusyLabel } from '#components/avatar-picker/avatar-picker.tsx'
import { useApi } from '#lib/api.tsx'
import { useErrorText } from '#lib/api-words.ts'
import { required } from '#lib/form-rules.ts'
import { isLanguage } from '#i18n/languages.ts'
import { useNotify } from '#lib/notify.ts'
import { nationalPhoneInput, toStoredPhone } from '#lib/phone.ts'
import links from './auth-links.module.css'
import { TermsConsent } from './terms-consent.tsx'
import { ScriptForm } from '#components/script-form/script-form.tsx'

export type SignupDetails = {
  username: string
  phone: string
  email: string
  password: string
  /** The Terms of Use accepted (the current version is sent). */
  acceptedTerms: boolean
  avatar?: File
}

type SignupDetailsFormProps = {
  /** What the visitor typed so far (kept when they come back from step 2). */
  initial: SignupDetails
  /** Step 1 succeeded: the codes are on their way. */
  onSent: (pending: PendingSignup, details: SignupDetails) => void
}

/**
 * Sign-up step 1: avatar (a photo, scaled in the browser), username, phone after a fixed +971, e-mail,
 * password; all but the avatar required ("All fields are mandatory"); the phone is sent with 971. The
 * Terms of Use must be accepted (the current version is sent): unticked, the form says so under the box.
 */
export function SignupDetailsForm({ initial, onSent }: SignupDetailsFormProps) {
  const { t, i18n } = useTranslation('auth')
  const { t: tc } = useTranslation()
  const api = useApi()
  const notify = useNotify()
  const errorText = useErrorText()
  const signup = useMutation(authMutations.signup(api))
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SignupDetails>({ defaultValues: initial })

  const chosenAvatar = useWatch({ control, name: 'avatar' })
  // The form waits for a photo being scaled, or it would be sent without it.
  const [preparingAvatar, setPreparingAvatar] = useState(false)
  const avatarBusyLabel = useAvatarBusyLabel(preparingAvatar, chosenAvatar)
  // The version the box accepts: the one this page was built with, until the server names a newer one (the
  // terms changed since the page loaded; their link opens the new version).
  const [termsVersion, setTermsVersion] = useState(currentTermsVersion)

  const submit = handleSubmit(
    (details) =>
      signup.mutate(
        {
          // The codes, and every later message, are written in the language the customer signs up in.
          json: {
            username: details.username.trim(),
            phone: toStoredPhone(details.phone),
            email: details.email.trim(),
            password: details.password,
            language: isLanguage(i18n.language) ? i18n.language : 'en',
            acceptedTerms: termsVersion,
          },
          image: details.avatar,
        },
        {
          onSuccess: (answer) => onSent(answer.data, details),
          onError: (error) => {
            // Terms that changed since this page loaded: said under the box, which must be ticked again.
            const problem = errorProblem(error)
            if (problem?.code !== 'termsOutdated') return notify.error(error)
            if (problem.params.version) setTermsVersion(problem.params.version)
            setValue('acceptedTerms', false)
            void errorText(error).then((message) => setError('acceptedTerms', { message }, { shouldFocus: true }))
          },
        },
      ),
    // The box says itself what it needs; the toast is for the fields left empty.
    (invalid) => {
      if (Object.keys(invalid).some((name) => name !== 'acceptedTerms'))
        notify.invalid(tc('messages.allFieldsAreMandatory'))
    },
  )

  return (
    <ScriptForm onSubmit={(event) => void submit(event)}>
      <FieldStack>
        <AvatarPicker
          legend={t('signup.avatar')}
          file={chosenAvatar}
          onChange={(avatar) => setValue('avatar', avatar)}
          onPreparingChange={setPreparingAvatar}
          previewAlt={t('signup.avatarPreview')}
        />
        <Field label={t('signup.username')} invalid={Boolean(errors.username)}>
          <Input autoComplete="username" {...register('username', required)} />
        </Field>
        <Field label={t('signup.phone')} invalid={Boolean(errors.phone)}>
          <Input {...nationalPhoneInput} {...register('phone', required)} />
        </Field>
        <Field label={t('signup.email')} invalid={Boolean(errors.email)}>
          <Input type="email" autoComplete="email" dir="ltr" {...register('email', required)} />
        </Field>
        <Field label={t('signup.password')} invalid={Boolean(errors.password)}>
          <Input type="password" autoComplete="new-password" dir="ltr" {...register('password', required)} />
        </Field>
        <TermsConsent
          registration={register('acceptedTerms', {
            validate: (accepted) => accepted || t('signup.acceptTermsRequired'),
          })}
          error={errors.acceptedTerms?.message}
        />
        <Button
          type="submit"
          size="lg"
          busy={signup.isPending || preparingAvatar}
          busyLabel={avatarBusyLabel ?? t('signup.submitting')}
          disabled={signup.isPending}
        >
          {t('signup.submit')}
        </Button>
        <p className={links.links}>
          <span>
            {t('signup.haveAccount')} <Link to={paths.signin.href()}>{t('signup.signinLink')}</Link>
          </span>
        </p>
      </FieldStack>
    </ScriptForm>
  )
}
