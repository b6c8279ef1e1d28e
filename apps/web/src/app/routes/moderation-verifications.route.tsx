import { VerificationQueuePage } from '#features/moderation/components/verification-queue-page.tsx'
import { consoleHead } from '#features/moderation/console-head.ts'

export const head = consoleHead(({ i18n }) => i18n.t('verifications.title', { ns: 'moderation' }))

/** /moderation/verifications: proofs of ownership waiting for a decision. */
export default function ModerationVerificationsRoute() {
  return <VerificationQueuePage />
}
