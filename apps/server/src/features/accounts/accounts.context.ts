import type { components } from '@raqam/api/schema'
import type { Platform } from '#features/shared/feature.ts'
import { accountDeletionRepository } from './account-deletion.repository.ts'
import { customersRepository } from './customers.repository.ts'
import { dataExportRepository } from './data-export.repository.ts'
import { sessionsRepository } from './sessions.repository.ts'
import { signinThrottlesRepository } from './signin-throttles.repository.ts'
import { signupsRepository } from './signups.repository.ts'

/** What accounts ask of the platform and the other features. */
export interface AccountsNeeds extends Pick<Platform, 'db' | 'now' | 'messages' | 'publicUrl'> {
  /** A deleted account's listings leave the lists at once on this instance too. */
  listings: { forgetCounts(): void }
  /** A customer's matches, for their data export (the matches feature's own reading). */
  matches: { every(customerId: string): Promise<components['schemas']['Match'][]> }
}

export function accountsContext(needs: AccountsNeeds) {
  const { db } = needs
  return {
    ...needs,
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    signups: signupsRepository(db),
    signinThrottles: signinThrottlesRepository(db),
    dataExport: dataExportRepository(db, needs.matches.every),
    accountDeletion: accountDeletionRepository(db),
  }
}

export type AccountsContext = ReturnType<typeof accountsContext>
