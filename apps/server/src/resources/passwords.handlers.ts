import type { Handlers } from '#http/handler-types.ts'
import { requestLanguage } from '#http/errors.ts'
import { wordsIn } from '#http/messages.ts'
import { notifications } from '#notifier/notifications.ts'
import { RESET_TTL_MS } from '#auth/limits.ts'
import { hashPassword, randomPassword } from '#auth/passwords.ts'
import type { Context } from './context.ts'
import { delivered } from './accounts.shared.ts'

/** A new password sent by e-mail, which works beside the old one until it is first used (ADR 0010). */
export function passwordHandlers(ctx: Context): Pick<Handlers, 'sendPassword'> {
  return {
    async sendPassword(request) {
      const customer = await ctx.customers.byEmail(request.body.email)
      const password = randomPassword()
      // Hash either way, so the answer takes as long whether or not the account exists.
      const hash = await hashPassword(password)
      if (customer) {
        await ctx.customers.setResetPassword(customer.id, hash, new Date(ctx.now().getTime() + RESET_TTL_MS))
        const words = notifications[customer.language].newPassword(password)
        await delivered(request, 'passwordNotSent', [
          ctx.notifier.send({ channel: 'email', to: customer.email, ...words, codes: [password] }),
        ])
      }
      return { message: wordsIn(requestLanguage(request)).answer('passwordSent') }
    },
  }
}
