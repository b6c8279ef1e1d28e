/** A small seeded PRNG (mulberry32), so sampled tests check the same numbers on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random string of `length` digits from `random`. */
export function randomDigits(random: () => number, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += Math.floor(random() * 10)
  return out
}
