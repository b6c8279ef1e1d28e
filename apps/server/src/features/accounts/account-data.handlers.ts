import { verifyPassword } from '#auth/passwords.ts'
import { badRequest, retryLater, unauthorized } from '#http/errors.ts'
import { requestLanguage } from '#http/language.ts'
import type { Handlers } from '#http/handler-types.ts'
import { wordsIn } from '#http/answer-texts.ts'
import { publicOrigin } from '#http/public-origin.ts'
import { sessionOf } from '#http/request-context.ts'
import type { AccountsContext } from './accounts.context.ts'
import { toCustomer } from './customers.repository.ts'

/** A customer's rights over their data: a copy of all of it, and deleting the account. */
export function accountDataHandlers(ctx: AccountsContext): Pick<Handlers, 'exportCustomerData' | 'deleteAccount'> {
  return {
    async exportCustomerData(request, reply) {
      const customer = await ctx.customers.byId(sessionOf(request).customerId)
      if (!customer) throw unauthorized()
      const now = ctx.now()
      const held = await ctx.dataExport.of(customer.id)
      const day = now.toISOString().slice(0, 10)
      reply.header('content-disposition', `attachment; filename="raqam-data-${day}.json"`)
      return {
        exportedAt: now.toISOString(),
        profile: toCustomer(customer),
        termsVersion: customer.termsVersion,
        termsAcceptedAt: customer.termsAcceptedAt?.toISOString() ?? null,
        ...held,
      }
    },

    async deleteAccount(request, reply) {
      const customer = await ctx.customers.byId(sessionOf(request).customerId)
      if (!customer) throw unauthorized()
      // The password, so a borrowed session cannot delete the account; wrong guesses count towards the
      // account's sign-in back-off like wrong sign-ins.
      const attempt = await ctx.signinThrottles.take(customer.email, ctx.now())
      if (!attempt.allowed) throw retryLater(reply, attempt.waitMs, 'tooManyPasswords')
      if (!(await verifyPassword(customer.passwordHash, request.body.password))) {
        throw badRequest('currentPasswordWrong', 'body.password', { field: 'password' })
      }
      const origin = publicOrigin(request, ctx.publicUrl)
      const erased = await ctx.accountDeletion.erase(customer.id, ctx.now(), (row, tx) =>
        ctx.messages.send(
          [
            {
              kind: 'accountDeleted',
              channel: 'email',
              to: row.email,
              language: row.language,
              params: { username: row.username, origin },
              requestId: request.id,
            },
          ],
          tx,
        ),
      )
      // Deleted meanwhile by a parallel request of theirs.
      if (!erased) throw unauthorized()
      ctx.listings.forgetCounts()
      return { message: wordsIn(requestLanguage(request)).answer('accountDeleted') }
    },
  }
}
