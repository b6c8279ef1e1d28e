import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { feature } from '#features/shared/feature.ts'
import { accountDataHandlers } from './account-data.handlers.ts'
import { accountsContext, type AccountsNeeds } from './accounts.context.ts'
import { customerHandlers } from './customers.handlers.ts'
import { passwordHandlers } from './passwords.handlers.ts'
import { profileHandlers } from './profile.handlers.ts'
import { sessionHandlers } from './sessions.handlers.ts'
import { signupHandlers } from './signups.handlers.ts'
import { termsHandlers } from './terms.handlers.ts'

/**
 * Accounts: signing up, in and out, profiles, passwords, terms, a customer's data; others read a customer
 * through `customers`, and the composition resolves each request's session through `sessions`.
 */
export const accounts = feature('accounts', (needs: AccountsNeeds & { timing: { housekeepingMs: number } }) => {
  const ctx = accountsContext(needs)
  return {
    handlers: {
      ...sessionHandlers(ctx),
      ...signupHandlers(ctx),
      ...profileHandlers(ctx),
      ...passwordHandlers(ctx),
      ...customerHandlers(ctx),
      ...termsHandlers(ctx),
      ...accountDataHandlers(ctx),
    },
    provides: { customers: ctx.customers, sessions: ctx.sessions },
    // A seller's name, phone and picture are part of every answer with their listings.
    announces: [LISTINGS_CHANGED],
    jobs: [
      {
        // Sign-up and sign-in purge their own table on write; this catches the rest (a server that nobody
        // signs up on for weeks): expired sign-ups (up to 2 MiB of avatar each), expired sessions, sign-in
        // counts forgotten after a quiet day.
        name: 'accounts sweep',
        everyMs: needs.timing.housekeepingMs,
        async run() {
          const now = ctx.now()
          await ctx.signups.purgeExpired(now)
          await ctx.sessions.purgeExpired(now)
          await ctx.signinThrottles.purgeStale(now)
        },
      },
    ],
  }
})
