import type { AddressDigest } from '#auth/address-digest.ts'

/**
 * How many browsers (User-Agents) of one address count on a listing a day: people behind one address
 * (an office, a carrier's shared address) count apart, a program cycling User-Agents barely counts.
 */
export const BROWSERS_PER_ADDRESS = 3

/** Who sent a view or a tap: the signed-in customer, else their address and browser. */
export interface Visitor {
  customerId: string | null
  address: string
  userAgent: string
}

/**
 * Each visitor counts once a day per listing and kind (ADR 0048). What is remembered are keyed
 * digests of the day, listing, kind and visitor, never an address; everything is forgotten when the
 * day (UAE time) changes. Two HMACs and two lookups a request at most.
 */
export function dailyVisitors(digest: AddressDigest) {
  let day = ''
  let seen = new Set<string>()
  /** Anonymous browsers counted per address, listing and kind today. */
  let browsers = new Map<string, number>()

  return {
    /** True the first time `visitor` does `kind` on the listing on `today` (it is then remembered). */
    first(listingId: string, kind: string, visitor: Visitor, today: string): boolean {
      if (today !== day) {
        day = today
        seen = new Set()
        browsers = new Map()
      }
      const { customerId, address, userAgent } = visitor
      const who = customerId
        ? digest('account', today, listingId, kind, customerId)
        : digest('browser', today, listingId, kind, address, userAgent)
      if (seen.has(who)) return false
      if (!customerId) {
        const from = digest('address', today, listingId, kind, address)
        const counted = browsers.get(from) ?? 0
        if (counted >= BROWSERS_PER_ADDRESS) return false
        browsers.set(from, counted + 1)
      }
      seen.add(who)
      return true
    },
  }
}
