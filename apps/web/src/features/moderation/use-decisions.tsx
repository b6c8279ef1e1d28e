import { moderationMutations } from '@raqam/api/moderation.mutations'
import type { RefusalReason, ReportReason } from '@raqam/api/schema'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { DecisionDialog, type DecisionKind, type DecisionValues } from './components/decision-dialog.tsx'

/** What a decision is about: a listing, a seller or a verification request (by id). */
type DecisionTarget = { listingId?: string; sellerId?: string; verificationId?: string }

/** A decision the moderator has opened: its kind, what it is about, and that thing's name. */
export type OpenDecision = { kind: DecisionKind; target: DecisionTarget; subject: string }

const successKey = {
  dismiss: 'reports.dismissed',
  hide: 'reports.hidden',
  suspend: 'reports.suspended',
  restore: 'seller.restored',
  reinstate: 'seller.reinstated',
  approve: 'verifications.approved',
  refuse: 'verifications.refused',
} as const satisfies Record<DecisionKind, string>

/**
 * The console's decisions behind one dialog: `open` shows it for a decision; a decided one closes it and
 * says so in a toast, after the console's data was refreshed (a decided group has left its queue by
 * then), then `onDecided` runs (the page moves the focus). A refusal stays in the dialog, in words.
 */
export function useDecisions(onDecided?: (decision: OpenDecision) => void) {
  const { t } = useTranslation('moderation')
  const api = useApi()
  const notify = useNotify()
  const mutations = {
    dismiss: useMutation(moderationMutations.dismissReports(api)),
    hide: useMutation(moderationMutations.hideListing(api)),
    restore: useMutation(moderationMutations.restoreListing(api)),
    suspend: useMutation(moderationMutations.suspendSeller(api)),
    reinstate: useMutation(moderationMutations.reinstateSeller(api)),
    approve: useMutation(moderationMutations.approveVerification(api)),
    refuse: useMutation(moderationMutations.refuseVerification(api)),
  }
  const [current, setCurrent] = useState<OpenDecision | null>(null)

  const send = ({ kind, target }: OpenDecision, { reason, note: typed }: DecisionValues): Promise<unknown> => {
    const note = typed.trim() || undefined
    const listingId = target.listingId ?? ''
    const sellerId = target.sellerId ?? ''
    const verificationId = target.verificationId ?? ''
    switch (kind) {
      case 'dismiss':
        return mutations.dismiss.mutateAsync(target.listingId ? { listingId, note } : { sellerId, note })
      case 'hide':
        return mutations.hide.mutateAsync({ id: listingId, reason: reason as ReportReason, note })
      case 'restore':
        return mutations.restore.mutateAsync({ id: listingId, note })
      case 'suspend':
        return mutations.suspend.mutateAsync({ id: sellerId, reason: reason as ReportReason, note })
      case 'reinstate':
        return mutations.reinstate.mutateAsync({ id: sellerId, note })
      case 'approve':
        return mutations.approve.mutateAsync({ id: verificationId, note })
      case 'refuse':
        return mutations.refuse.mutateAsync({ id: verificationId, reason: reason as RefusalReason, note })
    }
  }

  // The promise, not mutate()'s callbacks: the decided item leaves the page before they would run.
  const decide = (decision: OpenDecision, values: DecisionValues) =>
    send(decision, values).then(
      () => {
        notify.success(t(successKey[decision.kind]))
        setCurrent(null)
        onDecided?.(decision)
      },
      () => {},
    )

  const mutation = current && mutations[current.kind]
  return {
    open: (decision: OpenDecision) => {
      mutations[decision.kind].reset()
      setCurrent(decision)
    },
    dialog: current && mutation && (
      <DecisionDialog
        kind={current.kind}
        subject={current.subject}
        onOpenChange={(open) => {
          if (!open) setCurrent(null)
        }}
        onDecide={(values) => void decide(current, values)}
        saving={mutation.isPending}
        error={mutation.error}
      />
    ),
  }
}

/**
 * Focus on `element` once a closed dialog has put it back where it came from (Radix does so a task after
 * closing; the button that opened it may have left the page with what was decided).
 */
export function focusAfterDialog(element: HTMLElement | null): void {
  setTimeout(() => setTimeout(() => element?.focus()))
}
