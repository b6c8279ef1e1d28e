import type { MessageKind } from './kinds.ts'

/**
 * How hard a message is tried (ADR 0031): at most six sends, the first retry after about
 * `firstRetrySeconds` (between half of it and all of it: pg-boss adds jitter), each later one about twice
 * as late. A code is worth trying only while it works (10 minutes), so its retries come within that; a
 * match alert's spread over about a day; a new password's over an hour. Past the last attempt the job
 * is dead: logged with its request id and counted (notifier/message-metrics.ts).
 */
export interface RetryPolicy {
  attempts: number
  firstRetrySeconds: Record<MessageKind, number>
}

export const RETRY_POLICY: RetryPolicy = {
  attempts: 6,
  // Worst cases with 6 attempts (1 + 2 + 4 + 8 + 16 = 31 first delays): 5 minutes, 31 minutes, 31 hours.
  // A decision and a deletion's confirmation are worth telling late rather than never, like an alert.
  firstRetrySeconds: {
    verificationCode: 10,
    newPassword: 60,
    matchAlert: 3600,
    moderationDecision: 3600,
    accountDeleted: 3600,
  },
}
