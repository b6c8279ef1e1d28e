import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * A job's recipient and facts (a verification code, a new password) are sealed with AES-256-GCM
 * before they are written to the job table, so a copy of the database (a backup, a replica, a
 * support query) holds no secret that opens an account. MESSAGE_KEY is the key; production refuses to
 * start without it (production-checks.ts), and elsewhere a fixed development key is used.
 */
export interface Sealer {
  seal(value: unknown): string
  open<T>(sealed: string): T
}

/** The development key: databases of demos and tests hold nothing worth a secret. */
const DEVELOPMENT_KEY = 'raqam-development-message-key'

/** MESSAGE_KEY is any long random string (32 bytes or more, e.g. `openssl rand -base64 32`). */
export function sealer(key: string | null): Sealer {
  const secret = createHash('sha256')
    .update(key ?? DEVELOPMENT_KEY)
    .digest()
  return {
    seal(value) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', secret, iv)
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
    },
    open<T>(sealed: string): T {
      const bytes = Buffer.from(sealed, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12))
      decipher.setAuthTag(bytes.subarray(12, 28))
      return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as T
    },
  }
}
