import type { Handlers } from '#http/handler-types.ts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode } from '@raqam/api/schema'
import {
  badRequest,
  conflict,
  type HttpError,
  invalid,
  problem,
  requestLanguage,
  serviceUnavailable,
  unauthorized,
  type Problem,
} from '#http/errors.ts'
import { wordsIn } from '#http/messages.ts'
import { notifications } from '#notifier/notifications.ts'
import { sessionOf } from '#http/request-context.ts'
import {
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  MAX_PENDING_SIGNUPS_PER_ADDRESS,
  RESET_TTL_MS,
  retryLater,
} from '#auth/limits.ts'
import { hashPassword, randomPassword, verifyNothing, verifyPassword } from '#auth/passwords.ts'
import { hashCode, newCode, sameDigest } from '#auth/tokens.ts'
import { isUniqueViolation, type Context } from './context.ts'
import { toCustomer, type ProfileChanges } from './customers.repository.ts'

/** The wait until a sign-up's codes expire, for the texts that name it. */
const untilExpiry = (expiresAt: Date, now: Date) => ({
  waitSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
})

const codeSalt = (email: string, channel: 'email' | 'whatsapp') => `${channel}:${email}`

export function authHandlers(
  ctx: Context,
): Pick<
  Handlers,
  | 'signinCustomer'
  | 'signupCustomer'
  | 'verifyCustomer'
  | 'signoutCustomer'
  | 'getProfile'
  | 'updateProfile'
  | 'sendPassword'
> {
  async function takenErrors(
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

  /**
   * A new password needs the current one, so a borrowed session cannot lock the owner out. Wrong
   * guesses count towards the account's sign-in back-off like wrong sign-ins.
   */
  async function checkCurrentPassword(
    customer: { email: string; passwordHash: string },
    given: string | undefined,
    reply: FastifyReply,
  ) {
    if (!given) throw badRequest('currentPasswordMissing', 'body.json.currentPassword', { field: 'currentPassword' })
    const attempt = await ctx.signinThrottles.take(customer.email, ctx.now())
    if (!attempt.allowed) throw retryLater(reply, attempt.waitMs, 'tooManyPasswords')
    if (!(await verifyPassword(customer.passwordHash, given))) {
      throw badRequest('currentPasswordWrong', 'body.json.currentPassword', { field: 'currentPassword' })
    }
    await ctx.signinThrottles.clear(customer.email)
  }

  return {
    async signinCustomer(request, reply) {
      const { password } = request.body
      const email = request.body.email.toLowerCase()
      const now = ctx.now()
      const customer = await ctx.customers.byEmail(email)
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
      // The sent password was used: from now on it is the password, and older sessions are signed out.
      if (sentOk) await ctx.customers.promoteResetPassword(customer.id, sentHash!)
      await ctx.signinThrottles.clear(email)
      await ctx.sessions.purgeExpired(now)
      const token = await ctx.sessions.create(customer.id, now)
      return { token, data: toCustomer(customer) }
    },

    async signupCustomer(request, reply) {
      const fields = request.body.json
      const email = fields.email.toLowerCase()
      const now = ctx.now()
      const errors = await takenErrors(email, fields.phone, 'body.json')
      if (errors.length > 0) throw conflictOf(errors)
      const language = fields.language ?? requestLanguage(request)
      const emailCode = newCode()
      const whatsappCode = newCode()
      const codes = {
        username: fields.username,
        phone: fields.phone,
        language,
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
      const words = notifications[language]
      await delivered(request, 'codesNotSent', [
        ctx.notifier.send({ channel: 'email', to: email, ...words.emailCode(emailCode), codes: [emailCode] }),
        ctx.notifier.send({
          channel: 'whatsapp',
          to: fields.phone,
          ...words.whatsappCode(whatsappCode),
          codes: [whatsappCode],
        }),
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
        const errors = await takenErrors(email, pending.phone, 'body')
        throw conflictOf(errors.length > 0 ? errors : [problem('emailTaken', 'body.email', { field: 'email' })])
      }
      // A parallel verification of the same sign-up finished first.
      if (!customer) throw badRequest('noSignup', 'body.email', { field: 'email' })
      const token = await ctx.sessions.create(customer.id, now)
      reply.code(201)
      return { token, data: toCustomer(customer) }
    },

    async signoutCustomer(request, reply) {
      if (request.session) await ctx.sessions.revoke(request.session.tokenHash)
      return reply.code(204).send()
    },

    async getProfile(request) {
      const customer = await ctx.customers.byId(sessionOf(request).customerId)
      if (!customer) throw unauthorized()
      return { data: toCustomer(customer) }
    },

    async updateProfile(request, reply) {
      const session = sessionOf(request)
      const current = await ctx.customers.byId(session.customerId)
      if (!current) throw unauthorized()
      const fields = request.body.json
      // Blank means "keep": the storefront sends every field, empty when untouched (SPEC §5).
      const given = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)
      const email = given(fields.email)
      if (email && email.toLowerCase() !== current.email) {
        throw badRequest('emailUnchangeable', 'body.json.email', { field: 'email' })
      }
      const changes: ProfileChanges = {}
      const username = given(fields.username)
      if (username) changes.username = username
      const phone = given(fields.phone)
      if (phone && phone !== current.phone) {
        const errors = await takenErrors(null, phone, 'body.json', current.id)
        if (errors.length > 0) throw conflictOf(errors)
        changes.phone = phone
      }
      if (fields.gender === 'male' || fields.gender === 'female') changes.gender = fields.gender
      if (fields.language === 'en' || fields.language === 'ar') changes.language = fields.language
      // Not trimmed: spaces are legitimate in a password.
      if (fields.password) {
        await checkCurrentPassword(current, fields.currentPassword, reply)
        changes.passwordHash = await hashPassword(fields.password)
      }
      if (request.upload) changes.avatar = request.upload
      try {
        return { data: toCustomer(await ctx.customers.update(current.id, changes, session.tokenHash)) }
      } catch (error) {
        if (isUniqueViolation(error)) throw conflictOf([problem('phoneTaken', 'body.json.phone', { field: 'phone' })])
        throw error
      }
    },

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

/**
 * Waits for messages to go out. A failing mail or WhatsApp service is the contract's 503 (logged with
 * its cause), not a 500: the customer can simply ask again. For send-password that answer differs from
 * the one for an unknown e-mail, but only while the mail service is down (ADR 0008).
 */
async function delivered(request: FastifyRequest, refusal: ErrorCode, sends: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(sends)
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    request.log.error({ err: failed.reason }, 'the notifier could not send a message')
    throw serviceUnavailable(refusal)
  }
}

/** Somebody else's sign-up for this e-mail waits for its codes: it stays until verified or expired. */
function pendingConflict(expiresAt: Date, now: Date) {
  return conflict([problem('signupPending', 'body.json.email', { field: 'email', ...untilExpiry(expiresAt, now) })])
}

/** The waiting sign-up has used its attempts: new codes would not help before it expires. */
function tooManyCodes(reply: FastifyReply, expiresAt: Date, now: Date) {
  return retryLater(reply, expiresAt.getTime() - now.getTime(), 'codesUsedUp')
}

/** A 409 naming every clashing field (an e-mail and a phone can both be taken). */
function conflictOf(problems: Problem[]): HttpError {
  const [first, ...rest] = problems
  return conflict([first!, ...rest])
}
