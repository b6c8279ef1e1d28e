import { problem } from '#domain/problems.ts'
import { conflict, notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { requireRole } from '#http/request-context.ts'
import type { AdminContext } from './admin.context.ts'
import { paginationResult } from '#features/shared/pagination.ts'

/** The admins' console: who moderates, and the audit log (ADR 0035). */
export function adminHandlers(ctx: AdminContext): Pick<Handlers, 'getStaff' | 'setRole' | 'getAuditLog'> {
  return {
    async getStaff(request) {
      requireRole(request, 'admin')
      return { data: await ctx.roles.staff() }
    },

    async setRole(request) {
      const { customerId } = requireRole(request, 'admin')
      const { email, role } = request.body
      const changed = await ctx.roles.change(email, role, {
        actorId: customerId,
        now: ctx.now(),
        // The admin role is made and unmade only by the server's admin:grant command, never over the network.
        admit: (current) => {
          if (current === 'admin') throw conflict([problem('roleByCommandOnly', 'body.email', { field: 'email' })])
        },
      })
      if (!changed) throw notFound('customerNotFound')
      return { data: changed.member }
    },

    async getAuditLog(request) {
      requireRole(request, 'admin')
      const page = request.query.page ?? 1
      const { data, total } = await ctx.auditLog.page(page)
      return { data, paginationResult: paginationResult(page, total) }
    },
  }
}
