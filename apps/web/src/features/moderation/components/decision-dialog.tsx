import { refusalReasonValues, reportReasonValues } from '@raqam/api/schema'
import { MODERATION_TEXT_MAX_LENGTH } from '@raqam/listing-rules/limits'
import { Dialog } from '@raqam/ui/dialog'
import { Field, FieldStack, Select, TextArea } from '@raqam/ui/field'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFailureWords } from '../use-failure-words.ts'
import styles from './decision-dialog.module.css'

/** The decisions of the console, each with its dialog. */
export type DecisionKind = 'dismiss' | 'hide' | 'restore' | 'suspend' | 'reinstate' | 'approve' | 'refuse'

/** A decision as the moderator states it: the reason (where one is asked) and the note, as typed. */
export type DecisionValues = { reason: string; note: string }

/** Which reasons a decision asks for: a report's (hiding, suspending) or a refused proof's. */
const reasonsOf: Partial<Record<DecisionKind, 'reportReasons' | 'refusalReasons'>> = {
  hide: 'reportReasons',
  suspend: 'reportReasons',
  refuse: 'refusalReasons',
}

type DecisionDialogProps = {
  kind: DecisionKind
  /** What the decision is about (a listing's title, a seller's name), shown above the fields. */
  subject: string
  onOpenChange: (open: boolean) => void
  onDecide: (values: DecisionValues) => void
  saving: boolean
  /** The last attempt's failure: said in words in the dialog, which keeps everything typed. */
  error: unknown
}

/**
 * One decision, confirmed: what it does, the reason where the seller is told one, and an optional note
 * (to the seller, except a dismissal's, which only the audit log keeps). Mounted while open, so each
 * opening starts empty, and a failure leaves the dialog open with what was typed.
 */
export function DecisionDialog({ kind, subject, onOpenChange, onDecide, saving, error }: DecisionDialogProps) {
  const { t } = useTranslation('moderation')
  const { t: tc } = useTranslation()
  const reasons = reasonsOf[kind]
  const options =
    reasons === 'reportReasons'
      ? reportReasonValues.map((reason) => ({ reason, label: tc(`reportReasons.${reason}`) }))
      : refusalReasonValues.map((reason) => ({ reason, label: tc(`refusalReasons.${reason}`) }))
  const why = useFailureWords(error)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DecisionValues>({ defaultValues: { reason: '', note: '' } })

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t(`dialog.${kind}.title`)}
      description={t(`dialog.${kind}.description`)}
      labels={{
        cancel: t('dialog.cancel'),
        save: t(`dialog.${kind}.save`),
        saving: t('dialog.saving'),
        close: t('dialog.close'),
      }}
      onSave={() => void handleSubmit(onDecide)()}
      saving={saving}
    >
      <FieldStack>
        <p className={styles.subject} dir="auto">
          {subject}
        </p>
        {reasons && (
          <Field label={t('dialog.reason')} error={errors.reason && t('dialog.reasonRequired')}>
            <Select {...register('reason', { required: true })}>
              <option value="">{t('dialog.chooseReason')}</option>
              {options.map(({ reason, label }) => (
                <option key={reason} value={reason}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('dialog.note')} hint={t(kind === 'dismiss' ? 'dialog.noteForLog' : 'dialog.noteToSeller')}>
          <TextArea rows={3} maxLength={MODERATION_TEXT_MAX_LENGTH} dir="auto" {...register('note')} />
        </Field>
        {error != null && why && (
          <p className={styles.error} role="alert">
            {why}
          </p>
        )}
      </FieldStack>
    </Dialog>
  )
}
