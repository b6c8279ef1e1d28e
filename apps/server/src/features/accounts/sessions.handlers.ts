import { verifyNothing, verifyPassword } from '#auth/passwords.ts'
import { forbidden, retryLater, unauthorized } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { AccountsContext } from './accounts.context.ts'
import { toCustomer } from './customers.repository.ts'

/** Signing in (with the account back-off of ADR 0010, and sent passwords) and signing out. */
export function sessionHandlers(ctx: AccountsContext): Pick<Handlers, 'signinCustomer' | 'signoutCustomer'> {
  return {
    async signinCustomer(request, reply) {
      const { password } = request.body
      const email = request.body.email.toLowerCase()
      const now = ctx.now()
      const found = await ctx.customers.byEmail(email)
      // A deleted account signs in like an unknown e-mail.
      const customer = found?.deletedAt ? null : found
      // Counted per e-mail whether or not an account has it, so a 429 says nothing about accounts.
      const attempt = await ctx.signinThrottles.take(email, now)
      const sentHash =
        customer?.resetPasswordHash && customer.resetExpiresAt && customer.resetExpiresAt > now
          ? customer.resetPasswordHash
          : null
      // A failure always costs two verifications (the password, then the sent one), real or against a
      // dummy: an unknown e-mail, no sent password and a waiting account all take as long.
      const passwordOk =
        attempt.allowed && customer
          ? await verifyPassword(customer.passwordHash, password)
          : await verifyNothing(password)
      const sentOk =
        !passwordOk && (sentHash ? await verifyPassword(sentHash, password) : await verifyNothing(password))
      // While the account waits only a sent password is accepted: 81 random bits cannot be guessed,
      // and it keeps the owner's way in open whatever a stranger does.
      if (!attempt.allowed && !sentOk) throw retryLater(reply, attempt.waitMs, 'tooManyPasswords')
      if (!customer || (!passwordOk && !sentOk)) throw unauthorized('wrongCredentials')
      // Only after the password: a stranger learns nothing of the account from it.
      if (customer.suspendedAt) throw forbidden('accountSuspended')
      // The sent password was used: from now on it is the password, and older sessions are signed out.
      if (sentOk) await ctx.customers.promoteResetPassword(customer.id, sentHash!)
      await ctx.signinThrottles.clear(email)
      await ctx.sessions.purgeExpired(now)
      const token = await ctx.sessions.create(customer.id, now)
      return { token, data: toCustomer(customer) }
    },

    async signoutCustomer(request, reply) {
      if (request.session) await ctx.sessions.revoke(request.session.tokenHash)
      return reply.code(204).send()
    },
  }
}
