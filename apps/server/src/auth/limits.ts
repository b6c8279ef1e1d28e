/**
 * Every account-security number in one place (ADR 0010); the contract's descriptions repeat them, so
 * change both together.
 */

/** Verification codes work for 10 minutes and 5 attempts in all (the contract's signupCustomer / verifyCustomer). */
export const CODE_TTL_MS = 10 * 60_000
export const MAX_CODE_ATTEMPTS = 5
/** Unexpired sign-ups one client address may keep waiting (each can hold a 2 MiB avatar). */
export const MAX_PENDING_SIGNUPS_PER_ADDRESS = 10

/** A sent password works for a day, beside the old one, until it is first used. */
export const RESET_TTL_MS = 24 * 3_600_000

/**
 * Sign-in back-off per e-mail: the first FREE_SIGNIN_FAILURES wrong passwords cost nothing; from the
 * FREE_SIGNIN_FAILURES-th on, each one makes the account wait, 30 s doubling up to 15 minutes. Bounded,
 * so a stranger can only ever delay the owner, who also keeps the way in through a sent password.
 */
export const FREE_SIGNIN_FAILURES = 5
export const SIGNIN_BACKOFF_BASE_MS = 30_000
export const SIGNIN_BACKOFF_MAX_MS = 15 * 60_000
/** A day without a wrong password forgets the count (the housekeeping sweep deletes the row). */
export const SIGNIN_FAILURES_FORGOTTEN_MS = 24 * 3_600_000

/** How long the account waits after its `failures`-th wrong password (0: not at all). */
export function signinBackoffMs(failures: number): number {
  if (failures < FREE_SIGNIN_FAILURES) return 0
  return Math.min(SIGNIN_BACKOFF_BASE_MS * 2 ** (failures - FREE_SIGNIN_FAILURES), SIGNIN_BACKOFF_MAX_MS)
}

/** Publishing quota per account: new listings in any hour, and unsold listings at a time. */
export const LISTINGS_PER_HOUR = 30
export const LISTINGS_PER_HOUR_WINDOW_MS = 3_600_000
export const MAX_UNSOLD_LISTINGS = 300

/**
 * Reports (the contract's createReport): an account files at most REPORTS_PER_ACCOUNT a day, a client
 * address at most REPORTS_PER_ADDRESS an hour, whoever is signed in behind it: enough for a buyer who
 * meets a few bad listings, too few to bury the moderators' queue.
 */
export const REPORTS_PER_ACCOUNT = 20
export const REPORTS_PER_ACCOUNT_WINDOW_MS = 24 * 3_600_000
export const REPORTS_PER_ADDRESS = 10
export const REPORTS_PER_ADDRESS_WINDOW_MS = 3_600_000

/**
 * Proofs of ownership (the contract's requestVerification): an account sends at most
 * VERIFICATIONS_PER_DAY in any 24 hours, refused ones included, so nobody can flood the moderators'
 * queue with files.
 */
export const VERIFICATIONS_PER_DAY = 5
export const VERIFICATIONS_WINDOW_MS = 24 * 3_600_000

/** How often the housekeeping sweep deletes expired sign-ups, sessions and stale sign-in counts. */
export const SWEEP_INTERVAL_MS = 10 * 60_000
