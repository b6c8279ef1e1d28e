import { currentTermsVersion } from '@raqam/legal/versions'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, MAX_PENDING_SIGNUPS_PER_ADDRESS } from '#auth/limits.ts'
import { hashPassword, verifyPassword } from '#auth/passwords.ts'
import { hashCode, newCode, sameDigest } from '#auth/tokens.ts'
import { isUniqueViolation } from '#db/sql-errors.ts'
import { problem, type Problem } from '#domain/problems.ts'
import { badRequest, invalid, retryLater } from '#http/errors.ts'
import { requestLanguage } from '#http/language.ts'
import type { Handlers } from '#http/handler-types.ts'
import { wordsIn } from '#http/answer-texts.ts'
import type { AccountsContext } from './accounts.context.ts'
import { conflictOf, pendingConflict, takenErrors, termsOutdated, tooManyCodes, untilExpiry } from './account-checks.ts'
import { toCustomer } from './customers.repository.ts'

const codeSalt = (email: string, channel: 'email' | 'whatsapp') => `${channel}:${email}`

/** Signing up in two steps: the details and the codes sent by e-mail and WhatsApp, then their verification. */
export function signupHandlers(ctx: AccountsContext): Pick<Handlers, 'signupCustomer' | 'verifyCustomer'> {
  return {
    async signupCustomer(request, reply) {
      const fields = request.body.json
      // An account exists only under the terms now in force; a page shown before they changed must reload them.
      if (fields.acceptedTerms !== currentTermsVersion) throw termsOutdated('body.json.acceptedTerms')
      const email = fields.email.toLowerCase()
      const now = ctx.now()
      const errors = await takenErrors(ctx, email, fields.phone, 'body.json')
      if (errors.length > 0) throw conflictOf(errors)
      const language = fields.language ?? requestLanguage(request)
      const emailCode = newCode()
      const whatsappCode = newCode()
      const codes = {
        username: fields.username,
        phone: fields.phone,
        language,
        acceptedTerms: fields.acceptedTerms,
        avatar: request.upload?.bytes ?? null,
        avatarType: request.upload?.type ?? null,
        emailCodeHash: hashCode(emailCode, codeSalt(email, 'email')),
        whatsappCodeHash: hashCode(whatsappCode, codeSalt(email, 'whatsapp')),
      }
      const found = await ctx.signups.find(email)
      const waiting = found && found.expiresAt > now ? found : null
      let expiresAt: Date
      if (waiting) {
        // Only whoever started it (they know its password) may renew a waiting sign-up; it keeps its
        // expiry and its attempts, so signing up again never buys more guesses.
        if (!(await verifyPassword(waiting.passwordHash, fields.password)))
          throw pendingConflict(waiting.expiresAt, now)
        if (waiting.failedAttempts >= MAX_CODE_ATTEMPTS) throw tooManyCodes(reply, waiting.expiresAt, now)
        await ctx.signups.refresh(email, codes)
        expiresAt = waiting.expiresAt
      } else {
        const address = request.ip
        const fromAddress = await ctx.signups.waitingFrom(address, now)
        if (fromAddress.count >= MAX_PENDING_SIGNUPS_PER_ADDRESS) {
          const waitMs = fromAddress.firstExpiry!.getTime() - now.getTime()
          throw retryLater(reply, waitMs, 'tooManySignups')
        }
        expiresAt = new Date(now.getTime() + CODE_TTL_MS)
        const passwordHash = await hashPassword(fields.password)
        const kept = await ctx.signups.insert({ email, ...codes, passwordHash, expiresAt, requestedFrom: address }, now)
        // Another sign-up for this e-mail arrived in the meantime: it stays.
        if (!kept) throw pendingConflict(expiresAt, now)
      }
      // Each code goes by its own channel and is worth sending only while it works.
      const code = {
        kind: 'verificationCode',
        language,
        requestId: request.id,
        expiresAt: expiresAt.toISOString(),
      } as const
      const minutes = CODE_TTL_MS / 60_000
      await ctx.messages.send([
        { ...code, channel: 'email', to: email, params: { code: emailCode, minutes } },
        { ...code, channel: 'whatsapp', to: fields.phone, params: { code: whatsappCode, minutes } },
      ])
      reply.code(201)
      return {
        message: wordsIn(requestLanguage(request)).answer('codesSent'),
        data: { email, phone: fields.phone, expiresAt: expiresAt.toISOString() },
      }
    },

    async verifyCustomer(request, reply) {
      const body = request.body
      const email = body.email.toLowerCase()
      const now = ctx.now()
      // The attempt is taken before any code is compared, so parallel guesses cannot outrun the limit.
      const pending = await ctx.signups.takeAttempt(email, body.phone, now, MAX_CODE_ATTEMPTS)
      if (!pending) {
        const waiting = await ctx.signups.find(email)
        if (!waiting || waiting.phone !== body.phone) throw badRequest('noSignup', 'body.email', { field: 'email' })
        if (waiting.expiresAt <= now) throw badRequest('codesExpired', 'body.emailCode', { field: 'emailCode' })
        throw badRequest('codesUsedUp', 'body.emailCode', {
          field: 'emailCode',
          ...untilExpiry(waiting.expiresAt, now),
        })
      }
      const wrong: Problem[] = []
      if (!sameDigest(hashCode(body.emailCode, codeSalt(email, 'email')), pending.emailCodeHash)) {
        wrong.push(problem('wrongEmailCode', 'body.emailCode', { field: 'emailCode' }))
      }
      if (!sameDigest(hashCode(body.whatsappCode, codeSalt(email, 'whatsapp')), pending.whatsappCodeHash)) {
        wrong.push(problem('wrongWhatsappCode', 'body.whatsappCode', { field: 'whatsappCode' }))
      }
      if (wrong.length > 0) {
        if (pending.failedAttempts >= MAX_CODE_ATTEMPTS) {
          throw badRequest('codesUsedUp', wrong[0]!.path, {
            field: wrong[0]!.params!.field,
            ...untilExpiry(pending.expiresAt, now),
          })
        }
        throw invalid(wrong)
      }
      let customer
      try {
        customer = await ctx.signups.complete(email, ctx.now())
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        const errors = await takenErrors(ctx, email, pending.phone, 'body')
        throw conflictOf(errors.length > 0 ? errors : [problem('emailTaken', 'body.email', { field: 'email' })])
      }
      // A parallel verification of the same sign-up finished first.
      if (!customer) throw badRequest('noSignup', 'body.email', { field: 'email' })
      const token = await ctx.sessions.create(customer.id, now)
      reply.code(201)
      return { token, data: toCustomer(customer) }
    },
  }
}
