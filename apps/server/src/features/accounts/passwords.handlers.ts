import { RESET_TTL_MS } from '#auth/limits.ts'
import { hashPassword, randomPassword } from '#auth/passwords.ts'
import { requestLanguage } from '#http/language.ts'
import type { Handlers } from '#http/handler-types.ts'
import { wordsIn } from '#http/answer-texts.ts'
import type { AccountsContext } from './accounts.context.ts'

/** A new password sent by e-mail, which works beside the old one until it is first used (ADR 0010). */
export function passwordHandlers(ctx: AccountsContext): Pick<Handlers, 'sendPassword'> {
  return {
    async sendPassword(request) {
      const customer = await ctx.customers.byEmail(request.body.email)
      const password = randomPassword()
      // Hash either way, so the answer takes as long whether or not the account exists.
      const hash = await hashPassword(password)
      if (customer) {
        const expiresAt = new Date(ctx.now().getTime() + RESET_TTL_MS)
        await ctx.customers.setResetPassword(customer.id, hash, expiresAt)
        await ctx.messages.send([
          {
            kind: 'newPassword',
            channel: 'email',
            to: customer.email,
            language: customer.language,
            params: { password, hours: RESET_TTL_MS / 3_600_000 },
            requestId: request.id,
            expiresAt: expiresAt.toISOString(),
          },
        ])
      }
      return { message: wordsIn(requestLanguage(request)).answer('passwordSent') }
    },
  }
}
