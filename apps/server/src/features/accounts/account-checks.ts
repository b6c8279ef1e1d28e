import type { FastifyReply } from 'fastify'
import { currentTermsVersion } from '@raqam/legal/versions'
import { problem, type Problem } from '#domain/problems.ts'
import { conflict, retryLater, type HttpError } from '#http/errors.ts'
import type { AccountsContext } from './accounts.context.ts'

// What the account handlers share: taken e-mails and phones, the 409 naming them, code waits.

/** The wait until a sign-up's codes expire, for the texts that name it. */
export const untilExpiry = (expiresAt: Date, now: Date) => ({
  waitSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
})

/** The e-mail and phone another account already has, as problems naming `prefix.email` / `prefix.phone`. */
export async function takenErrors(
  ctx: AccountsContext,
  email: string | null,
  phone: string | null,
  prefix: string,
  exceptId?: string,
): Promise<Problem[]> {
  const taken = await ctx.customers.taken(email, phone, exceptId)
  return [
    ...(taken.email ? [problem('emailTaken', `${prefix}.email`, { field: 'email' })] : []),
    ...(taken.phone ? [problem('phoneTaken', `${prefix}.phone`, { field: 'phone' })] : []),
  ]
}

/** Somebody else's sign-up for this e-mail waits for its codes: it stays until verified or expired. */
export function pendingConflict(expiresAt: Date, now: Date) {
  return conflict([problem('signupPending', 'body.json.email', { field: 'email', ...untilExpiry(expiresAt, now) })])
}

/** The waiting sign-up has used its attempts: new codes would not help before it expires. */
export function tooManyCodes(reply: FastifyReply, expiresAt: Date, now: Date) {
  return retryLater(reply, expiresAt.getTime() - now.getTime(), 'codesUsedUp')
}

/** A 409 naming every clashing field (an e-mail and a phone can both be taken). */
export function conflictOf(problems: Problem[]): HttpError {
  const [first, ...rest] = problems
  return conflict([first!, ...rest])
}

/** Only the Terms of Use now in force can be accepted: the 409 names their version, for the client to show them. */
export function termsOutdated(path: string): HttpError {
  return conflict([problem('termsOutdated', path, { field: path.split('.').pop()!, version: currentTermsVersion })])
}
