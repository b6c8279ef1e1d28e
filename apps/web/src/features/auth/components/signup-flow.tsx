import type { PendingSignup } from '@raqam/api/schema'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isolate } from '@raqam/text/numbers-in-text'
import { formatPhone } from '#lib/phone.ts'
import { AuthCard } from './auth-card.tsx'
import { SignupDetailsForm, type SignupDetails } from './signup-details-form.tsx'
import { VerificationForm } from './verification-form.tsx'

const blank: SignupDetails = { username: '', phone: '', email: '', password: '', acceptedTerms: false }

/** Sign up in two steps: the details, then the two codes. */
export function SignupFlow() {
  const { t } = useTranslation('auth')
  const [details, setDetails] = useState(blank)
  const [pending, setPending] = useState<PendingSignup>()

  if (pending) {
    return (
      <AuthCard
        title={t('verify.title')}
        eyebrow={t('signup.stepOf', { step: 2 })}
        lead={t('verify.lead', { email: isolate(pending.email), phone: isolate(formatPhone(pending.phone)) })}
      >
        <VerificationForm pending={pending} onBack={() => setPending(undefined)} />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('signup.title')} eyebrow={t('signup.stepOf', { step: 1 })} lead={t('signup.lead')}>
      <SignupDetailsForm
        initial={details}
        onSent={(sent, typed) => {
          setDetails(typed)
          setPending(sent)
        }}
      />
    </AuthCard>
  )
}
