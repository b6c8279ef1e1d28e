import { currentTermsVersion } from '@raqam/legal/versions'
import { unauthorized } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import { sessionOf } from '#http/request-context.ts'
import type { AccountsContext } from './accounts.context.ts'
import { termsOutdated } from './account-checks.ts'
import { toCustomer } from './customers.repository.ts'

/** Accepting the Terms of Use in force, which a signed-in customer is asked to once they change. */
export function termsHandlers(ctx: AccountsContext): Pick<Handlers, 'acceptTerms'> {
  return {
    async acceptTerms(request) {
      const { customerId } = sessionOf(request)
      if (request.body.version !== currentTermsVersion) throw termsOutdated('body.version')
      const customer = await ctx.customers.acceptTerms(customerId, currentTermsVersion, ctx.now())
      if (!customer) throw unauthorized()
      return { data: toCustomer(customer) }
    },
  }
}
