/**
 * Counting every match of a broad filter (95,000 shared listings) costs more than fetching the page,
 * and the answer barely moves, so list counts are kept for a few seconds. Every instance forgets them
 * when any writes a listing (LISTEN/NOTIFY, products.repository.ts); `ttlMs` bounds how long a
 * notice lost with a connection can leave a count behind.
 */
export function countCache(ttlMs: number) {
  const entries = new Map<string, { n: number; expires: number }>()
  return {
    async get(key: string, compute: () => Promise<number>): Promise<number> {
      if (ttlMs <= 0) return compute()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.n
      const n = await compute()
      if (entries.size >= 1000) entries.clear()
      entries.set(key, { n, expires: now + ttlMs })
      return n
    },
    clear: () => entries.clear(),
  }
}
