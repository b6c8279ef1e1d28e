import { feature } from '#features/shared/feature.ts'
import { adminContext, type AdminNeeds } from './admin.context.ts'
import { adminHandlers } from './admin.handlers.ts'

/** The staff and their roles, and the audit log every decision writes to (`auditLog`). */
export const admin = feature('admin', (needs: AdminNeeds) => {
  const ctx = adminContext(needs)
  return { handlers: adminHandlers(ctx), provides: { auditLog: ctx.auditLog } }
})
