/**
 * The test oracle: every member of every pattern, GENERATED from the pattern's definition (build
 * the numbers that have the shape) instead of recognised by inspecting a number's digits the way
 * the classifiers do. A number's expected tags are then the sets it belongs to.
 *
 * Keep this file independent of pattern-classifier.ts: it may import the id lists (for the order of
 * tags) and nothing else.
 */
import { mobilePatternIds, platePatternIds, type MobilePatternId, type PlatePatternId } from '../pattern-table.ts'

const digits = [...'0123456789']
const nonZero = digits.slice(1)

/** Every string of `length` symbols from `alphabet` (alphabet^length of them). */
function allStrings(alphabet: readonly string[], length: number): string[] {
  let out = ['']
  for (let i = 0; i < length; i++) out = out.flatMap((head) => alphabet.map((symbol) => head + symbol))
  return out
}

/** Every k-element subset of `items`. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]]
  return items.flatMap((item, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]))
}

function minus(from: Iterable<string>, ...remove: ReadonlySet<string>[]): Set<string> {
  return new Set([...from].filter((s) => !remove.some((set) => set.has(s))))
}

const reverse = (s: string): string => [...s].reverse().join('')

/** Writes `block` into `length` positions starting at `start`, every other position taking every digit. */
function withBlockAt(block: string, start: number, length: number): string[] {
  return allStrings(digits, length - block.length).map((free) => free.slice(0, start) + block + free.slice(start))
}

// ---------------------------------------------------------------- plates (1 to 5 digits)

const plateLengths = [1, 2, 3, 4, 5]

function plateMembers(): Record<PlatePatternId, Set<string>> {
  const allSame = new Set(plateLengths.flatMap((length) => nonZero.map((d) => d.repeat(length))))

  // A and B take turns: ABAB, ABABA.
  const repeatingPair = new Set(
    nonZero.flatMap((a) =>
      digits.filter((b) => b !== a).flatMap((b) => [(a + b).repeat(2), (a + b).repeat(3).slice(0, 5)]),
    ),
  )

  // A first half (middle digit included) mirrored onto the second half.
  const palindromes = [3, 4, 5].flatMap((length) => {
    const half = Math.ceil(length / 2)
    return allStrings(digits, half)
      .filter((h) => h[0] !== '0')
      .map((h) => h + reverse(h.slice(0, length - half)))
  })
  const mirror = minus(palindromes, allSame)

  // Windows of the digits written in order; no wrap because the strings do not wrap.
  const windows = (order: string, lengths: number[]): string[] =>
    lengths.flatMap((length) =>
      Array.from({ length: order.length - length + 1 }, (_, start) => order.slice(start, start + length)),
    )
  const ascending = new Set(windows('0123456789', [3, 4, 5]).filter((s) => s[0] !== '0'))
  const descending = new Set(windows('9876543210', [3, 4, 5]))

  const round = new Set([2, 3, 4, 5].flatMap((length) => nonZero.map((lead) => lead + '0'.repeat(length - 1))))

  // Every string over a two-digit alphabet, less the two strings that use only one of them.
  const twoDigits = new Set(
    subsets(digits, 2).flatMap(([a, b]) =>
      [3, 4, 5].flatMap((length) => [
        ...minus(allStrings([a!, b!], length), new Set([a!.repeat(length), b!.repeat(length)])),
      ]),
    ),
  )

  const members = {
    'all-same': allSame,
    'repeating-pair': repeatingPair,
    mirror,
    ascending,
    descending,
    round,
    'two-digits': twoDigits,
  }
  // Plates never start with 0: drop such strings from every set, whatever generated them.
  for (const set of Object.values(members)) for (const s of set) if (s.startsWith('0')) set.delete(s)
  return members
}

let plateCache: Record<PlatePatternId, Set<string>> | undefined

/** The members of each plate pattern (all 1-5 digit plate numbers that carry the tag). */
export function platePatternMembers(): Record<PlatePatternId, Set<string>> {
  plateCache ??= plateMembers()
  return plateCache
}

/** The expected plate tags of `number`, in table order. */
export function expectedPlateTags(number: string): PlatePatternId[] {
  const members = platePatternMembers()
  return platePatternIds.filter((id) => members[id].has(number))
}

// ---------------------------------------------------------------- mobile (prefix + 7 subscriber digits)

const subscriberLength = 7

/** Subscriber strings with a block of at least `length` copies of one digit somewhere. */
function sameAtLeast(length: number): Set<string> {
  const out = new Set<string>()
  for (let start = 0; start + length <= subscriberLength; start++) {
    for (const d of digits) for (const s of withBlockAt(d.repeat(length), start, subscriberLength)) out.add(s)
  }
  return out
}

/** Subscriber strings containing `length` or more consecutive digits of `order` (no wrap). */
function runAtLeast(order: string, length: number): Set<string> {
  const out = new Set<string>()
  for (let runLength = length; runLength <= subscriberLength; runLength++) {
    for (let from = 0; from + runLength <= order.length; from++) {
      const run = order.slice(from, from + runLength)
      for (let start = 0; start + runLength <= subscriberLength; start++)
        for (const s of withBlockAt(run, start, subscriberLength)) out.add(s)
    }
  }
  return out
}

/** Mobile members that do not depend on the prefix (every pattern but `mobile-prefix-echo`). */
export type MobileMembers = Record<Exclude<MobilePatternId, 'mobile-prefix-echo'>, Set<string>>

function mobileMembers(): MobileMembers {
  const allSame = sameAtLeast(7)
  const six = minus(sameAtLeast(6), allSame)
  const five = minus(sameAtLeast(5), sameAtLeast(6))

  // Six consecutive digits built as XY XY XY (X ≠ Y) or XYZ XYZ (XYZ not one digit thrice), at the
  // first or second subscriber digit; the seventh digit is free.
  const blocks = [
    ...subsets(digits, 2).flatMap(([x, y]) => [(x! + y!).repeat(3), (y! + x!).repeat(3)]),
    ...minus(allStrings(digits, 3), new Set(digits.map((d) => d.repeat(3)))),
  ].map((block) => (block.length === 6 ? block : block + block))
  const repeatingBlocks = new Set(
    blocks.flatMap((six) => [0, 1].flatMap((start) => withBlockAt(six, start, subscriberLength))),
  )

  const mirror = minus(
    allStrings(digits, 4).map((h) => h + reverse(h.slice(0, 3))),
    allSame,
  )

  // Every 7-digit string over some 3-digit alphabet (covers 2-digit alphabets too), less all-same.
  const few = new Set<string>()
  for (const alphabet of subsets(digits, 3)) for (const s of allStrings(alphabet, subscriberLength)) few.add(s)
  const fewDigits = minus(few, allSame)

  return {
    'mobile-all-same': allSame,
    'mobile-six-in-a-row': six,
    'mobile-five-in-a-row': five,
    'mobile-repeating-blocks': repeatingBlocks,
    'mobile-ascending': runAtLeast('0123456789', 5),
    'mobile-descending': runAtLeast('9876543210', 5),
    'mobile-mirror': mirror,
    'mobile-few-digits': fewDigits,
  }
}

let mobileCache: MobileMembers | undefined
const echoCache = new Map<string, Set<string>>()

/** The subscriber strings (7 digits) of each prefix-independent mobile pattern. */
export function mobilePatternMembers(): MobileMembers {
  mobileCache ??= mobileMembers()
  return mobileCache
}

/** The subscriber strings in which `prefix` (e.g. "050") is echoed: the prefix written at any of the five places it fits. */
export function prefixEchoMembers(prefix: string): Set<string> {
  let set = echoCache.get(prefix)
  if (!set) {
    set = new Set([0, 1, 2, 3, 4].flatMap((start) => withBlockAt(prefix, start, subscriberLength)))
    echoCache.set(prefix, set)
  }
  return set
}

/** The expected mobile tags of `prefix + subscriber`, in table order. */
export function expectedMobileTags(prefix: string, subscriber: string): MobilePatternId[] {
  const members = mobilePatternMembers()
  return mobilePatternIds.filter((id) =>
    (id === 'mobile-prefix-echo' ? prefixEchoMembers(prefix) : members[id]).has(subscriber),
  )
}
