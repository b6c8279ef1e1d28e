import { StaffPage } from '#features/moderation/components/staff-page.tsx'
import { consoleHead } from '#features/moderation/console-head.ts'

export const head = consoleHead(({ i18n }) => i18n.t('staff.title', { ns: 'moderation' }))

/** /moderation/staff: the moderators and administrators (administrators only). */
export default function ModerationStaffRoute() {
  return <StaffPage />
}
