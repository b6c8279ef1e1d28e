import { createHmac } from 'node:crypto'

/**
 * Client addresses are never stored, nor any digest anybody could reverse: an unkeyed hash of an IPv4
 * address is undone by hashing all 2^32 of them. ADDRESS_KEY keys an HMAC instead, so without the key
 * a digest names nobody (ADR 0048). Production refuses to start without it (production-checks.ts).
 */
export type AddressDigest = (...parts: string[]) => string

/** The development key: demos and tests hold no address worth a secret. */
const DEVELOPMENT_KEY = 'raqam-development-address-key'

/** ADDRESS_KEY is any long random string (32 bytes or more, e.g. `openssl rand -base64 32`). */
export function addressDigest(key: string | null): AddressDigest {
  const secret = key ?? DEVELOPMENT_KEY
  // Parts joined by NUL, which no address, day or User-Agent holds, so no two lists digest alike.
  return (...parts) => createHmac('sha256', secret).update(parts.join('\0')).digest('base64url')
}
