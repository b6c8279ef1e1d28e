import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** An opaque session token: 32 random bytes, base64url (43 characters, matching AuthResponse.token). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this digest is stored, so the sessions table cannot be replayed if it leaks. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A 6-digit verification code, uniformly random, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0')
}

/**
 * A verification code as stored: salted per sign-up, so equal codes do not look equal in the table.
 * A 6-digit code cannot resist an offline search whatever the hash; what protects it is the 10-minute
 * expiry and the bounded attempts.
 */
export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}\0${code}`).digest('hex')
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
