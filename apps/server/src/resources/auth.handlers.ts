import type { Handlers } from '#http/handler-types.ts'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError, invalid, serviceUnavailable, unauthorized, type ErrorItem } from '#http/errors.ts'
import { sessionOf } from '#http/request-context.ts'
import { hashPassword, randomPassword, verifyNothing, verifyPassword } from '#auth/passwords.ts'
import { hashCode, newCode, sameDigest } from '#auth/tokens.ts'
import { isUniqueViolation, type Context } from './context.ts'
import { toCustomer, type ProfileChanges } from './customers.repository.ts'

/** Codes work for 10 minutes and 5 wrong attempts (the contract's signupCustomer / verifyCustomer). */
export const CODE_TTL_MS = 10 * 60_000
export const MAX_CODE_ATTEMPTS = 5
/** A sent password works for a day, beside the old one, until it is first used. */
export const RESET_TTL_MS = 24 * 3_600_000

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect'
const EMAIL_TAKEN = 'This e-mail is already registered'
const PHONE_TAKEN = 'This phone number is already registered'

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

  return {
    async signinCustomer(request) {
      const { email, password } = request.body
      const customer = await ctx.customers.byEmail(email)
      if (!customer) {
        await verifyNothing(password)
        throw unauthorized(WRONG_CREDENTIALS)
      }
      if (!(await verifyPassword(customer.passwordHash, password))) {
        const resetValid = customer.resetPasswordHash && customer.resetExpiresAt && customer.resetExpiresAt > ctx.now()
        if (!resetValid || !(await verifyPassword(customer.resetPasswordHash!, password))) throw unauthorized(WRONG_CREDENTIALS)
        // The sent password was used: from now on it is the password.
        await ctx.customers.promoteResetPassword(customer.id, customer.resetPasswordHash!)
      }
      const token = await ctx.sessions.create(customer.id, ctx.now())
      return { token, data: toCustomer(customer) }
    },

    async signupCustomer(request, reply) {
      const fields = request.body.json
      const email = fields.email.toLowerCase()
      const errors = await takenErrors(email, fields.phone, 'body.json')
      if (errors.length > 0) throw conflictOf(errors)
      const emailCode = newCode()
      const whatsappCode = newCode()
      const expiresAt = new Date(ctx.now().getTime() + CODE_TTL_MS)
      await ctx.signups.upsert({
        email,
        username: fields.username,
        phone: fields.phone,
        passwordHash: await hashPassword(fields.password),
        avatar: request.upload?.bytes ?? null,
        avatarType: request.upload?.type ?? null,
        emailCodeHash: hashCode(emailCode, codeSalt(email, 'email')),
        whatsappCodeHash: hashCode(whatsappCode, codeSalt(email, 'whatsapp')),
        expiresAt,
      })
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
      const pending = await ctx.signups.find(email)
      if (!pending || pending.phone !== body.phone) {
        throw badRequest('No sign-up is waiting for this e-mail and phone. Please sign up again.', 'body.email')
      }
      if (pending.expiresAt <= ctx.now()) {
        await ctx.signups.drop(email)
        throw badRequest('The codes have expired. Please sign up again to get new ones.', 'body.emailCode')
      }
      const wrong: ErrorItem[] = []
      if (!sameDigest(hashCode(body.emailCode, codeSalt(email, 'email')), pending.emailCodeHash)) {
        wrong.push({ msg: 'The e-mail code is not correct', path: 'body.emailCode' })
      }
      if (!sameDigest(hashCode(body.whatsappCode, codeSalt(email, 'whatsapp')), pending.whatsappCodeHash)) {
        wrong.push({ msg: 'The WhatsApp code is not correct', path: 'body.whatsappCode' })
      }
      if (wrong.length > 0) {
        const attempts = await ctx.signups.recordFailure(email)
        if (attempts >= MAX_CODE_ATTEMPTS) {
          await ctx.signups.drop(email)
          throw badRequest('Too many wrong codes. Please sign up again to get new ones.', wrong[0]!.path)
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
      if (!customer) throw badRequest('No sign-up is waiting for this e-mail and phone. Please sign up again.', 'body.email')
      const token = await ctx.sessions.create(customer.id, ctx.now())
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

    async updateProfile(request) {
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
      if (fields.password) changes.passwordHash = await hashPassword(fields.password)
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

/** A 409 naming every clashing field (an e-mail and a phone can both be taken). */
function conflictOf(errors: ErrorItem[]) {
  return new HttpError(409, errors[0]!.msg, errors)
}
