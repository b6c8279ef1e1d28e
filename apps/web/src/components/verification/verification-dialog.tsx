import { listingMutations } from '@raqam/api/listings.mutations'
import type { Product } from '@raqam/api/schema'
import { PROOF_TYPES } from '@raqam/listing-rules/limits'
import { formatNumber } from '@raqam/text/numbers'
import { isolate } from '@raqam/text/numbers-in-text'
import a11y from '@raqam/ui/a11y.module.css'
import { Dialog } from '@raqam/ui/dialog'
import { FieldSet } from '@raqam/ui/field'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useErrorText, useNotify } from '#lib/notify.ts'
import { MAX_PROOF_MB, proofProblem } from './verification-offer.ts'
import { RefusalDetails } from './verification-state.tsx'
import styles from './verification.module.css'

type VerificationDialogProps = {
  listing: Product
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The owner asks for the verified owner mark: one proof of ownership (a photo or a PDF), checked here
 * against the server's limits (@raqam/listing-rules) before it is sent, with what happens to it said
 * before it is picked. After a refusal the dialog says why, and takes another proof. A file the server
 * refuses stays picked, its refusal said under it; the listing shows "Waiting for review" once it is sent.
 */
export function VerificationDialog({ listing, open, onOpenChange }: VerificationDialogProps) {
  const { t } = useTranslation('trust')
  const api = useApi()
  const notify = useNotify()
  const errorText = useErrorText()
  const request = useMutation(listingMutations.requestVerification(api))
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File>()
  const [problem, setProblem] = useState('')

  const pick = (picked: File) => {
    const found = proofProblem(picked)
    if (found === null) {
      setFile(picked)
      setProblem('')
      return
    }
    setFile(undefined)
    setProblem(
      found === 'wrongType'
        ? t('verification.wrongType')
        : t('verification.tooLarge', {
            size: isolate(formatNumber(found.tooLarge, 1)),
            max: isolate(String(MAX_PROOF_MB)),
          }),
    )
  }

  const send = () => {
    if (!file) {
      setProblem(t('verification.fileMissing'))
      return
    }
    setProblem('')
    request.mutate(
      { id: listing._id, proof: file },
      {
        onSuccess: () => {
          notify.success(t('verification.sent'))
          onOpenChange(false)
        },
        onError: (error) => void errorText(error).then(setProblem),
      },
    )
  }

  const refused = listing.verification?.status === 'refused' ? listing.verification : null
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('verification.title')}
      description={t('verification.description')}
      labels={{
        cancel: t('verification.cancel'),
        save: t('verification.send'),
        saving: t('verification.sending'),
        close: t('verification.close'),
      }}
      onSave={send}
      saving={request.isPending}
    >
      {refused && (
        <div className={styles.refusal}>
          <p className={styles.heading}>{t('verification.refused')}</p>
          <RefusalDetails verification={refused} />
        </div>
      )}
      <p className={styles.privacy}>{t('verification.privacy')}</p>
      <FieldSet legend={t('verification.file')} error={problem || undefined}>
        <p id={hintId} className={styles.hint}>
          {t('verification.fileHint', { max: isolate(String(MAX_PROOF_MB)) })}
        </p>
        <div className={styles.picker}>
          <input
            id={inputId}
            className={a11y.visuallyHidden}
            type="file"
            accept={PROOF_TYPES.join(',')}
            aria-describedby={hintId}
            onChange={(event) => {
              const picked = event.target.files?.[0]
              if (picked) pick(picked)
            }}
          />
          <label htmlFor={inputId} className={styles.choose}>
            {file ? t('verification.chooseAnother') : t('verification.choose')}
          </label>
          {file && (
            <span className={styles.file} dir="auto">
              {file.name}
            </span>
          )}
        </div>
      </FieldSet>
    </Dialog>
  )
}
