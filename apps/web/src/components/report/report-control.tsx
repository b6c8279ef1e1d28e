import { reportMutations } from '@raqam/api/reports.mutations'
import { reportReasonValues, type ReportCreate, type ReportReason } from '@raqam/api/schema'
import { MODERATION_TEXT_MAX_LENGTH } from '@raqam/listing-rules/limits'
import { formatNumber } from '@raqam/text/numbers'
import { isolate } from '@raqam/text/numbers-in-text'
import { Button } from '@raqam/ui/button'
import { Field, FieldStack, TextArea } from '@raqam/ui/field'
import { RadioList } from '@raqam/ui/radio-list'
import { useHydrated } from '@raqam/ui/use-hydrated'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { FlagIcon } from '#components/icons/icons.tsx'
import { useApi } from '#lib/api.tsx'
import { useErrorText } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'
import styles from './report-control.module.css'
import { ScriptForm } from '#components/script-form/script-form.tsx'

/** The page's search parameter that opens the report form: `?report=1`. */
export const REPORT_PARAM = 'report'

/** What is reported: one listing, or one seller. */
export type ReportTarget = { listingId: string } | { sellerId: string }

/** The page's search with the report form open or closed, the other parameters (a page number) kept. */
export function reportSearch(search: URLSearchParams, open: boolean): string {
  const next = new URLSearchParams(search)
  if (open) next.set(REPORT_PARAM, '1')
  else next.delete(REPORT_PARAM)
  const text = next.toString()
  return text ? `?${text}` : ''
}

/**
 * "Report this listing" (or seller): a link to the same page with `?report=1`, which the server renders
 * with the form open in the page's flow. The same link works before the page's script runs (the browser
 * loads the page with the form open), after it (the router opens it without a reload), and without a
 * script at all, where the form shows and says that sending needs one: the API takes JSON, which a plain
 * form cannot send. Back, Cancel and Close lead to the page without the parameter; focus returns to
 * the link. Signed in or not: anybody may report.
 */
export function ReportControl({ target, className }: { target: ReportTarget; className?: string }) {
  const { t } = useTranslation('trust')
  const [params] = useSearchParams()
  const open = params.get(REPORT_PARAM) === '1'
  const kind = 'listingId' in target ? 'listing' : 'seller'
  // Opened by this link (not with the page): the form takes the focus; closed again, the link does.
  const [openedHere, setOpenedHere] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) link.current?.focus()
    wasOpen.current = open
  }, [open])

  if (open) {
    return (
      <ReportForm
        target={target}
        kind={kind}
        closeTo={{ search: reportSearch(params, false) }}
        focusOnOpen={openedHere}
        className={className}
      />
    )
  }
  return (
    <p className={className}>
      <Link
        ref={link}
        to={{ search: reportSearch(params, true) }}
        preventScrollReset
        rel="nofollow"
        onClick={() => setOpenedHere(true)}
        className={styles.open}
        data-slot="report-link"
      >
        <FlagIcon />
        {t(`report.open.${kind}`)}
      </Link>
    </p>
  )
}

type ReportFormProps = {
  target: ReportTarget
  kind: 'listing' | 'seller'
  closeTo: { search: string }
  /** Move the focus to the form's heading when it shows (it was opened from the page, not with it). */
  focusOnOpen: boolean
  className?: string
}

/**
 * The form: the reason (required) and an optional note with its count. The fields are the browser's own
 * (read on submit), so what was typed before the page's script ran is kept, and a refusal (already
 * reported, too many reports) is said under the form without touching them.
 */
function ReportForm({ target, kind, closeTo, focusOnOpen, className }: ReportFormProps) {
  const { t } = useTranslation('trust')
  const { t: tc } = useTranslation()
  const api = useApi()
  const errorText = useErrorText()
  const report = useMutation(reportMutations.create(api))
  const scripted = useHydrated()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const note = useRef<HTMLTextAreaElement>(null)
  const [noteLength, setNoteLength] = useState(0)
  const [reasonMissing, setReasonMissing] = useState(false)
  const [refusal, setRefusal] = useState('')
  const sent = report.isSuccess

  // Opened by the link, or the thanks replacing the form (whose button had the focus): the heading takes
  // the focus. Not when the page came with the form open, where the visitor may already be typing.
  useEffect(() => {
    if (focusOnOpen || sent) heading.current?.focus()
  }, [focusOnOpen, sent])
  useEffect(() => {
    // Text typed before the page's script ran.
    setNoteLength(note.current?.value.length ?? 0)
  }, [])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (report.isPending) return
    const form = new FormData(event.currentTarget)
    const reason = form.get('reason')
    if (!isReason(reason)) {
      setReasonMissing(true)
      event.currentTarget.querySelector<HTMLInputElement>('input[name="reason"]')?.focus()
      return
    }
    setReasonMissing(false)
    setRefusal('')
    const text = String(form.get('note') ?? '').trim()
    const body: ReportCreate = { ...target, reason, ...(text && { note: text }) }
    report.mutate(body, { onError: (error) => void errorText(error).then(setRefusal) })
  }

  return (
    <section aria-labelledby={headingId} className={`${styles.panel} ${className ?? ''}`} data-slot="report-form">
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {sent ? t('report.thanksTitle') : t(`report.title.${kind}`)}
      </h2>
      {sent ? (
        <div role="status" className={styles.thanks}>
          <p>{t('report.thanks')}</p>
          <Link to={closeTo} preventScrollReset className={styles.action}>
            {t('report.close')}
          </Link>
        </div>
      ) : (
        <ScriptForm onSubmit={submit} aria-labelledby={headingId}>
          <FieldStack>
            <p className={styles.lead}>{t('report.lead')}</p>
            <RadioList
              legend={t('report.legend')}
              name="reason"
              options={reportReasonValues.map((reason) => ({ value: reason, label: tc(`reportReasons.${reason}`) }))}
              error={reasonMissing ? t('report.reasonMissing') : undefined}
              required
            />
            <Field
              label={t('report.note')}
              hint={t('report.noteCount', {
                used: isolate(formatNumber(noteLength)),
                max: isolate(formatNumber(MODERATION_TEXT_MAX_LENGTH)),
              })}
            >
              <TextArea
                ref={note}
                name="note"
                rows={3}
                maxLength={MODERATION_TEXT_MAX_LENGTH}
                onChange={(event) => setNoteLength(event.target.value.length)}
              />
            </Field>
            {refusal && (
              <p role="alert" className={styles.refusal}>
                {refusal}
              </p>
            )}
            <noscript>
              <p className={styles.refusal}>
                {t('report.needsScript')} <a href={paths.contact.href()}>{t('report.contact')}</a>
              </p>
            </noscript>
            <div className={styles.buttons}>
              <Button type="submit" busy={report.isPending} busyLabel={t('report.sending')} disabled={!scripted}>
                {t('report.send')}
              </Button>
              <Link to={closeTo} preventScrollReset className={styles.action}>
                {t('report.cancel')}
              </Link>
            </div>
          </FieldStack>
        </ScriptForm>
      )}
    </section>
  )
}

function isReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (reportReasonValues as readonly string[]).includes(value)
}
