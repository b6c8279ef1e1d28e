import type { Listing } from '#contract.ts'

type Page = { data: Listing[]; total: number }

/**
 * Visitors' pages of a list, kept for `ttlMs` (ANSWER_CACHE_MS) so a signed-in customer's list is the
 * visitors' page with their favourites laid over it (listings.repository.ts). Forgotten with the kept
 * counts when any instance writes a listing; a page read across a write is not kept.
 */
export function keptPages(ttlMs: number) {
  const entries = new Map<string, { page: Page; expires: number }>()
  let generation = 0
  return {
    async get(key: string, read: () => Promise<Page>): Promise<Page> {
      const hit = entries.get(key)
      if (hit && hit.expires > Date.now()) return hit.page
      const from = generation
      const page = await read()
      if (ttlMs > 0 && from === generation) {
        entries.delete(key)
        if (entries.size >= 1000) entries.delete(entries.keys().next().value!)
        entries.set(key, { page, expires: Date.now() + ttlMs })
      }
      return page
    },
    clear() {
      generation++
      entries.clear()
    },
  }
}
