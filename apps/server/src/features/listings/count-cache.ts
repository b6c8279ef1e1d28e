/**
 * Counting the matches of a keyword or a price range (thousands of listings; other lists are summed
 * from listing_counts, ADR 0024) costs more than fetching the page, and the answer barely moves, so
 * list counts are kept for a few seconds. Every instance forgets them when any writes a listing
 * (LISTEN/NOTIFY, listings.repository.ts); `ttlMs` bounds how long a notice lost with a connection can
 * leave a count behind.
 */
export function countCache(ttlMs: number) {
  const entries = new Map<string, { n: number; expires: number }>()
  const peek = (key: string): number | undefined => {
    const hit = entries.get(key)
    return hit && hit.expires > Date.now() ? hit.n : undefined
  }
  const keep = (key: string, n: number, since = Date.now()) => {
    if (ttlMs <= 0) return
    if (entries.size >= 1000) entries.clear()
    entries.set(key, { n, expires: since + ttlMs })
  }
  return {
    peek,
    keep,
    async get(key: string, compute: () => Promise<number>): Promise<number> {
      const now = Date.now()
      const hit = peek(key)
      if (hit !== undefined) return hit
      const n = await compute()
      keep(key, n, now)
      return n
    },
    clear: () => entries.clear(),
  }
}
