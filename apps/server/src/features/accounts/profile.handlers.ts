import type { FastifyReply } from 'fastify'
import { hashPassword, verifyPassword } from '#auth/passwords.ts'
import { isUniqueViolation } from '#db/sql-errors.ts'
import { problem } from '#domain/problems.ts'
import { badRequest, retryLater, unauthorized } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { sessionOf } from '#http/request-context.ts'
import type { AccountsContext } from './accounts.context.ts'
import { conflictOf, takenErrors } from './account-checks.ts'
import { toCustomer, type ProfileChanges } from './customers.repository.ts'

/** The signed-in customer's profile: reading it, and changing name, phone, language, avatar or password. */
export function profileHandlers(ctx: AccountsContext): Pick<Handlers, 'getProfile' | 'updateProfile'> {
  /**
   * A new password needs the current one, so a borrowed session cannot lock the owner out. Wrong
   * guesses count towards the account's sign-in back-off like wrong sign-ins.
   */
  async function checkCurrentPassword(
    customer: { email: string; passwordHash: string },
    given: string | undefined,
    reply: FastifyReply,
  ) {
    if (!given) throw badRequest('currentPasswordMissing', 'body.json.currentPassword', { field: 'currentPassword' })
    const attempt = await ctx.signinThrottles.take(customer.email, ctx.now())
    if (!attempt.allowed) throw retryLater(reply, attempt.waitMs, 'tooManyPasswords')
    if (!(await verifyPassword(customer.passwordHash, given))) {
      throw badRequest('currentPasswordWrong', 'body.json.currentPassword', { field: 'currentPassword' })
    }
    await ctx.signinThrottles.clear(customer.email)
  }

  return {
    async getProfile(request) {
      const customer = await ctx.customers.byId(sessionOf(request).customerId)
      if (!customer) throw unauthorized()
      return { data: toCustomer(customer) }
    },

    async updateProfile(request, reply) {
      const session = sessionOf(request)
      const current = await ctx.customers.byId(session.customerId)
      if (!current) throw unauthorized()
      const fields = request.body.json
      // Blank means "keep" (the contract's updateProfile): the storefront sends every field, empty when untouched.
      const given = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)
      const email = given(fields.email)
      if (email && email.toLowerCase() !== current.email) {
        throw badRequest('emailUnchangeable', 'body.json.email', { field: 'email' })
      }
      const changes: ProfileChanges = {}
      const username = given(fields.username)
      if (username) changes.username = username
      const phone = given(fields.phone)
      if (phone && phone !== current.phone) {
        const errors = await takenErrors(ctx, null, phone, 'body.json', current.id)
        if (errors.length > 0) throw conflictOf(errors)
        changes.phone = phone
      }
      if (fields.gender === 'male' || fields.gender === 'female') changes.gender = fields.gender
      if (fields.language === 'en' || fields.language === 'ar') changes.language = fields.language
      // Not trimmed: spaces are legitimate in a password.
      if (fields.password) {
        await checkCurrentPassword(current, fields.currentPassword, reply)
        changes.passwordHash = await hashPassword(fields.password)
      }
      if (request.upload) changes.avatar = request.upload
      try {
        return { data: toCustomer(await ctx.customers.update(current.id, changes, session.tokenHash)) }
      } catch (error) {
        if (isUniqueViolation(error)) throw conflictOf([problem('phoneTaken', 'body.json.phone', { field: 'phone' })])
        throw error
      }
    },
  }
}
