import type { Platform } from '#features/shared/feature.ts'
import { auditLogRepository } from './audit-log.repository.ts'
import { rolesRepository } from './roles.repository.ts'

export type AdminNeeds = Pick<Platform, 'db' | 'now'>

export function adminContext(needs: AdminNeeds) {
  return {
    ...needs,
    /** The append-only record of every decision (`write(entry, tx)` in the decision's transaction). */
    auditLog: auditLogRepository(needs.db),
    /** The moderators and admins, and role changes. */
    roles: rolesRepository(needs.db),
  }
}

export type AdminContext = ReturnType<typeof adminContext>
