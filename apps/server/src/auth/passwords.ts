import { randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum), about 10 ms a hash.
const ARGON2ID = 2

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

/** False for a malformed hash too, so a corrupt row can never sign anybody in or crash sign-in. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined
/** Spends the time of a real verification, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('raqam-timing-equaliser')
  await verifyPassword(await dummy, password)
  return false
}

// No look-alike characters (0/O, 1/l/I), so a password read from an e-mail can be typed back.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random 14-character password (about 81 bits) for send-password. */
export function randomPassword(length = 14): string {
  let result = ''
  for (let i = 0; i < length; i++) result += ALPHABET[randomInt(ALPHABET.length)]
  return result
}
