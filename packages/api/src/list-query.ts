import { patternIdValues, type PatternId } from '#schema.ts'

/** Where each pattern id sits in the contract's `PatternId` enum (the table order of @raqam/patterns). */
const patternOrder = new Map<string, number>(patternIdValues.map((id, index) => [id, index]))

/**
 * A list query in one canonical form: `pattern` deduplicated and in the contract's order, and left
 * out when empty. `pattern` is a set (a listing matches ANY of the ids), so `[mirror, all-same]` and
 * `[all-same, mirror]` ask the same thing: with one form they share a cache entry and one URL.
 */
export function normalizeListQuery<Q extends { pattern?: PatternId[] }>(query: Q): Q {
  if (query.pattern === undefined) return query
  const { pattern, ...rest } = query
  const ids = [...new Set(pattern)].sort((a, b) => (patternOrder.get(a) ?? 0) - (patternOrder.get(b) ?? 0))
  return (ids.length > 0 ? { ...rest, pattern: ids } : rest) as Q
}
