import type { Handlers } from '#http/handler-types.ts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, HttpError, invalid, serviceUnavailable, unauthorized, type ErrorItem } from '#http/errors.ts'
import { sessionOf } from '#http/request-context.ts'
import {
  CODE_TTL_MS,
  inWords,
  MAX_CODE_ATTEMPTS,
  MAX_PENDING_SIGNUPS_PER_ADDRESS,
  RESET_TTL_MS,
  retryLater,
} from '#auth/limits.ts'
import { hashPassword, randomPassword, verifyNothing, verifyPassword } from '#auth/passwords.ts'
import { hashCode, newCode, sameDigest } from '#auth/tokens.ts'
import { isUniqueViolation, type Context } from './context.ts'
import { toCustomer, type ProfileChanges } from './customers.repository.ts'

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect'
const EMAIL_TAKEN = 'This e-mail is already registered'
const PHONE_TAKEN = 'This phone number is already registered'
const NO_SIGNUP = 'No sign-up is waiting for this e-mail and phone. Please sign up again.'
const CURRENT_PASSWORD_MISSING = 'Enter your current password to set a new one'
const CURRENT_PASSWORD_WRONG = 'The current password is not correct'

const codesUsedUp = (expiresAt: Date, now: Date) =>
  `Too many wrong codes. Please sign up again in ${inWords(expiresAt.getTime() - now.getTime())}, when these codes have expired.`
const tooManyPasswords = (waitMs: number) =>
  `Too many wrong passwords for this account. Please try again in ${inWords(waitMs)}, or ask for a new password with "Forgot password".`

const codeSalt = (email: string, channel: 'email' | 'whatsapp') => `${channel}:${email}`

export function authHandlers(
  ctx: Context,
): Pick<
  Handlers,
  'signinCustomer' | 'signupCustomer' | 'verifyCustomer' | 'signoutCustomer' | 'getProfile' | 'updateProfile' | 'sendPassword'
> {
  async function takenErrors(email: string | null, phone: string | null, prefix: string, exceptId?: string): Promise<ErrorItem[]> {
    const taken = await ctx.customers.taken(email, phone, exceptId)
    return [
      ...(taken.email ? [{ msg: EMAIL_TAKEN, path: `${prefix}.email` }] : []),
      ...(taken.phone ? [{ msg: PHONE_TAKEN, path: `${prefix}.phone` }] : []),
    ]
  }

  /**
   * A new password needs the current one, so a borrowed session cannot lock the owner out. Wrong
   * guesses count towards the account's sign-in back-off like wrong sign-ins.
   */
  async function checkCurrentPassword(customer: { email: string; passwordHash: string }, given: string | undefined, reply: FastifyReply) {
    if (!given) throw badRequest(CURRENT_PASSWORD_MISSING, 'body.json.currentPassword')
    const attempt = await ctx.signinThrottles.take(customer.email, ctx.now())
    if (!attempt.allowed) throw retryLater(reply, attempt.waitMs, tooManyPasswords(attempt.waitMs))
    if (!(await verifyPassword(customer.passwordHash, given))) throw badRequest(CURRENT_PASSWORD_WRONG, 'body.json.currentPassword')
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
      const sentHash = customer?.resetPasswordHash && customer.resetExpiresAt && customer.resetExpiresAt > now ? customer.resetPasswordHash : null
      // A failure always costs two verifications (the password, then the sent one), real or against a
      // dummy: an unknown e-mail, no sent password and a waiting account all take as long.
      const passwordOk = attempt.allowed && customer ? await verifyPassword(customer.passwordHash, password) : await verifyNothing(password)
      const sentOk = !passwordOk && (sentHash ? await verifyPassword(sentHash, password) : await verifyNothing(password))
      // While the account waits only a sent password is accepted: 81 random bits cannot be guessed,
      // and it keeps the owner's way in open whatever a stranger does.
      if (!attempt.allowed && !sentOk) throw retryLater(reply, attempt.waitMs, tooManyPasswords(attempt.waitMs))
      if (!customer || (!passwordOk && !sentOk)) throw unauthorized(WRONG_CREDENTIALS)
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
      const emailCode = newCode()
      const whatsappCode = newCode()
      const codes = {
        username: fields.username,
        phone: fields.phone,
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
        if (!(await verifyPassword(waiting.passwordHash, fields.password))) throw pendingConflict(waiting.expiresAt, now)
        if (waiting.failedAttempts >= MAX_CODE_ATTEMPTS) throw tooManyCodes(reply, waiting.expiresAt, now)
        await ctx.signups.refresh(email, codes)
        expiresAt = waiting.expiresAt
      } else {
        const address = request.ip
        const fromAddress = await ctx.signups.waitingFrom(address, now)
        if (fromAddress.count >= MAX_PENDING_SIGNUPS_PER_ADDRESS) {
          const waitMs = fromAddress.firstExpiry!.getTime() - now.getTime()
          throw retryLater(reply, waitMs, `Too many sign-ups are waiting for their codes from your network. Please try again in ${inWords(waitMs)}.`)
        }
        expiresAt = new Date(now.getTime() + CODE_TTL_MS)
        const passwordHash = await hashPassword(fields.password)
        const kept = await ctx.signups.insert({ email, ...codes, passwordHash, expiresAt, requestedFrom: address }, now)
        // Another sign-up for this e-mail arrived in the meantime: it stays.
        if (!kept) throw pendingConflict(expiresAt, now)
      }
      await delivered(request, 'We could not send your verification codes. Please try again in a few minutes.', [
        ctx.notifier.send({
          channel: 'email',
          to: email,
          subject: 'Your Raqam verification code',
          text: `Your Raqam e-mail verification code is ${emailCode}. It expires in 10 minutes.`,
          codes: [emailCode],
        }),
        ctx.notifier.send({
          channel: 'whatsapp',
          to: fields.phone,
          text: `Your Raqam WhatsApp verification code is ${whatsappCode}. It expires in 10 minutes.`,
          codes: [whatsappCode],
        }),
      ])
      reply.code(201)
      return {
        message: 'Verification codes sent to your e-mail and WhatsApp',
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
        if (!waiting || waiting.phone !== body.phone) throw badRequest(NO_SIGNUP, 'body.email')
        if (waiting.expiresAt <= now) throw badRequest('The codes have expired. Please sign up again to get new ones.', 'body.emailCode')
        throw badRequest(codesUsedUp(waiting.expiresAt, now), 'body.emailCode')
      }
      const wrong: ErrorItem[] = []
      if (!sameDigest(hashCode(body.emailCode, codeSalt(email, 'email')), pending.emailCodeHash)) {
        wrong.push({ msg: 'The e-mail code is not correct', path: 'body.emailCode' })
      }
      if (!sameDigest(hashCode(body.whatsappCode, codeSalt(email, 'whatsapp')), pending.whatsappCodeHash)) {
        wrong.push({ msg: 'The WhatsApp code is not correct', path: 'body.whatsappCode' })
      }
      if (wrong.length > 0) {
        if (pending.failedAttempts >= MAX_CODE_ATTEMPTS) {
          throw badRequest(codesUsedUp(pending.expiresAt, now), wrong[0]!.path)
        }
        throw invalid(wrong)
      }
      let customer
      try {
        customer = await ctx.signups.complete(email, ctx.now())
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        const errors = await takenErrors(email, pending.phone, 'body')
        throw conflictOf(errors.length > 0 ? errors : [{ msg: EMAIL_TAKEN, path: 'body.email' }])
      }
      // A parallel verification of the same sign-up finished first.
      if (!customer) throw badRequest(NO_SIGNUP, 'body.email')
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
        throw badRequest('The sign-in e-mail cannot be changed', 'body.json.email')
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
      // Not trimmed: spaces are legitimate in a password.
      if (fields.password) {
        await checkCurrentPassword(current, fields.currentPassword, reply)
        changes.passwordHash = await hashPassword(fields.password)
      }
      if (request.upload) changes.avatar = request.upload
      try {
        return { data: toCustomer(await ctx.customers.update(current.id, changes, session.tokenHash)) }
      } catch (error) {
        if (isUniqueViolation(error)) throw conflictOf([{ msg: PHONE_TAKEN, path: 'body.json.phone' }])
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
        await delivered(request, 'We could not send the e-mail. Please try again in a few minutes.', [
          ctx.notifier.send({
            channel: 'email',
            to: customer.email,
            subject: 'Your new Raqam password',
            text: `Your new Raqam password is ${password}. Your previous password keeps working until you sign in with this one; this one works for 24 hours.`,
            codes: [password],
          }),
        ])
      }
      return { message: 'If an account has this e-mail, a new password is on its way' }
    },
  }
}

/**
 * Waits for messages to go out. A failing mail or WhatsApp service is the contract's 503 (logged with
 * its cause), not a 500: the customer can simply ask again. For send-password that answer differs from
 * the one for an unknown e-mail, but only while the mail service is down (ADR 0008).
 */
async function delivered(request: FastifyRequest, message: string, sends: Promise<void>[]): Promise<void> {
  const results = await Promise.allSettled(sends)
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) {
    request.log.error({ err: failed.reason }, 'the notifier could not send a message')
    throw serviceUnavailable(message)
  }
}

/** Somebody else's sign-up for this e-mail waits for its codes: it stays until verified or expired. */
function pendingConflict(expiresAt: Date, now: Date) {
  const msg = `A sign-up with this e-mail is already waiting for its codes. Use those codes, or sign up again in ${inWords(expiresAt.getTime() - now.getTime())}.`
  return new HttpError(409, msg, [{ msg, path: 'body.json.email' }])
}

/** The waiting sign-up has used its attempts: new codes would not help before it expires. */
function tooManyCodes(reply: FastifyReply, expiresAt: Date, now: Date) {
  const waitMs = expiresAt.getTime() - now.getTime()
  return retryLater(reply, waitMs, codesUsedUp(expiresAt, now))
}

/** A 409 naming every clashing field (an e-mail and a phone can both be taken). */
function conflictOf(errors: ErrorItem[]) {
  return new HttpError(409, errors[0]!.msg, errors)
}
