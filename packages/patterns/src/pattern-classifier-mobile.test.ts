import { describe, expect, it } from 'vitest'
import { classifyMobileNumber, classifyNumber } from './pattern-classifier.ts'
import { mobileNumberProblem, mobilePrefixes, type NumberProblemCode } from '@raqam/listing-rules/numbers'
import { PatternInputError } from './pattern-errors.ts'
import type { MobilePatternId } from './pattern-table.ts'
import { expectedMobileTags, mobilePatternMembers, prefixEchoMembers } from './testing/oracle.ts'
import { randomDigits, seededRandom } from './testing/random.ts'

type Mismatch = { number: string; got: MobilePatternId[]; expected: MobilePatternId[] }

/** Classifies each (prefix, subscriber) pair and returns the first disagreements with the oracle. */
function mismatchesOf(cases: Iterable<readonly [prefix: string, subscriber: string]>): Mismatch[] {
  const out: Mismatch[] = []
  for (const [prefix, subscriber] of cases) {
    const number = prefix + subscriber
    const got = classifyMobileNumber(number)
    const expected = expectedMobileTags(prefix, subscriber)
    if (got.length !== expected.length || got.some((id, i) => id !== expected[i])) out.push({ number, got, expected })
    if (out.length >= 20) break
  }
  return out
}

describe('classifyMobileNumber against the oracle', () => {
  it('agrees on 200,000 seeded random numbers', () => {
    const random = seededRandom(0x5eed_0008)
    const cases = Array.from(
      { length: 200_000 },
      () => [mobilePrefixes[Math.floor(random() * mobilePrefixes.length)]!, randomDigits(random, 7)] as const,
    )
    expect(mismatchesOf(cases)).toEqual([])
  })

  // Random numbers rarely show a pattern, so every member of every pattern is checked too, each
  // with a prefix taken in turn (the prefix only matters to the echo, checked per prefix below).
  it('agrees on every member of every prefix-independent pattern', () => {
    const members = new Set(Object.values(mobilePatternMembers()).flatMap((set) => [...set]))
    const cases = [...members].map((subscriber, i) => [mobilePrefixes[i % mobilePrefixes.length]!, subscriber] as const)
    expect(cases.length).toBeGreaterThan(240_000)
    expect(mismatchesOf(cases)).toEqual([])
  })

  it.each(mobilePrefixes)('agrees on every number that echoes %s, under every prefix', (echoed) => {
    const cases = [...prefixEchoMembers(echoed)].map(
      (subscriber, i) => [mobilePrefixes[i % mobilePrefixes.length]!, subscriber] as const,
    )
    expect(mismatchesOf(cases)).toEqual([])
  })
})

describe('classifyMobileNumber by hand', () => {
  it.each<[string, MobilePatternId[]]>([
    // seven the same absorbs everything else (mirror, few digits, blocks)
    ['0507777777', ['mobile-all-same']],
    ['0522222222', ['mobile-all-same']],
    ['0550000000', ['mobile-all-same']],
    ['0555555555', ['mobile-all-same']],
    // six vs five vs four in a row
    ['0501777777', ['mobile-six-in-a-row', 'mobile-few-digits']],
    ['0507777771', ['mobile-six-in-a-row', 'mobile-few-digits']],
    ['0501177777', ['mobile-five-in-a-row', 'mobile-few-digits']],
    ['0507777711', ['mobile-five-in-a-row', 'mobile-few-digits']],
    ['0501777772', ['mobile-five-in-a-row', 'mobile-few-digits']],
    // five or six of one digit leave room for at most two others, so few digits always comes along
    ['0501299999', ['mobile-five-in-a-row', 'mobile-few-digits']],
    ['0549999912', ['mobile-five-in-a-row', 'mobile-few-digits']],
    ['0501999923', []], // four in a row is not a tag
    ['0507777177', ['mobile-few-digits']], // 4 + 2, not five in a row
    // repeated blocks
    ['0501212121', ['mobile-repeating-blocks', 'mobile-mirror', 'mobile-few-digits']],
    ['0501212129', ['mobile-repeating-blocks', 'mobile-few-digits']],
    ['0509121212', ['mobile-repeating-blocks', 'mobile-few-digits']],
    ['0501231234', ['mobile-repeating-blocks']],
    ['0559123123', ['mobile-repeating-blocks']],
    ['0501121125', ['mobile-repeating-blocks', 'mobile-few-digits']],
    ['0501231231', ['mobile-repeating-blocks', 'mobile-few-digits']],
    ['0501212789', []], // a pair said twice is not enough
    ['0501212312', ['mobile-few-digits']],
    ['0501122112', ['mobile-few-digits']],
    ['0501111112', ['mobile-six-in-a-row', 'mobile-few-digits']], // 111111 is a run, not blocks
    // ascending runs: 5 is the minimum, 4 is not enough, no wrap
    ['0501234567', ['mobile-ascending']],
    ['0501234599', ['mobile-ascending']],
    ['0509912345', ['mobile-ascending']],
    ['0509012345', ['mobile-ascending']],
    ['0501234999', []],
    ['0507890123', []], // 789 then 0123: 9 → 0 does not continue a run
    ['0563456780', ['mobile-ascending']],
    // descending runs
    ['0507654321', ['mobile-descending']],
    ['0505432100', ['mobile-descending']],
    ['0589876512', ['mobile-descending']],
    ['0501543299', []],
    ['0503210987', []], // 0 → 9 does not continue a run
    // mirror over the seven subscriber digits
    ['0501234321', ['mobile-mirror']],
    ['0501239321', ['mobile-mirror']],
    ['0501233321', ['mobile-mirror', 'mobile-few-digits']],
    ['0501234320', []],
    ['0557000007', ['mobile-five-in-a-row', 'mobile-mirror', 'mobile-few-digits']],
    // few digits: two or three different ones
    ['0501223311', ['mobile-few-digits']],
    ['0501223341', []],
    ['0567007000', ['mobile-repeating-blocks', 'mobile-few-digits']], // 700 700
    ['0567070007', ['mobile-few-digits']],
    // the prefix echoed, at either end or inside
    ['0505050505', ['mobile-repeating-blocks', 'mobile-mirror', 'mobile-few-digits', 'mobile-prefix-echo']],
    ['0550555555', ['mobile-six-in-a-row', 'mobile-few-digits', 'mobile-prefix-echo']],
    ['0500500000', ['mobile-five-in-a-row', 'mobile-few-digits', 'mobile-prefix-echo']],
    ['0521234052', ['mobile-prefix-echo']],
    ['0580581234', ['mobile-prefix-echo']],
    ['0561056189', ['mobile-prefix-echo']],
    ['0561056789', ['mobile-ascending', 'mobile-prefix-echo']],
    ['0521234050', []], // 050 inside a 052 number is not an echo
    ['0505012345', ['mobile-ascending']], // "050" straddling prefix and subscriber does not count
    ['0551234567', ['mobile-ascending']],
  ])('%s → %j', (number, expected) => {
    expect(classifyMobileNumber(number)).toEqual(expected)
    expect(classifyNumber('mobile', number)).toEqual(expected)
  })
})

describe('classifyMobileNumber refuses what is not a mobile number', () => {
  it.each<[string, NumberProblemCode]>([
    ['', 'number-missing'],
    ['050123456', 'number-wrong-length'],
    ['05012345678', 'number-wrong-length'],
    ['501234567', 'number-wrong-length'],
    ['971501234567', 'number-wrong-length'],
    ['+971501234567', 'number-not-digits'],
    ['050 123 4567', 'number-not-digits'],
    ['050-123-4567', 'number-not-digits'],
    ['050123456a', 'number-not-digits'],
    ['٠٥٠١٢٣٤٥٦٧', 'number-not-digits'],
    ['0531234567', 'mobile-prefix-unknown'],
    ['0571234567', 'mobile-prefix-unknown'],
    ['0591234567', 'mobile-prefix-unknown'],
    ['0511234567', 'mobile-prefix-unknown'],
    ['0401234567', 'mobile-prefix-unknown'],
    ['5012345678', 'mobile-prefix-unknown'],
    ['9715012345', 'mobile-prefix-unknown'],
  ])('%j → %s', (number, code) => {
    expect(mobileNumberProblem(number)).toBe(code)
    let thrown: unknown
    try {
      classifyMobileNumber(number)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(PatternInputError)
    expect(thrown).toMatchObject({ name: 'PatternInputError', code, kind: 'mobile', input: number })
    expect(() => classifyNumber('mobile', number)).toThrow(PatternInputError)
  })

  it.each(mobilePrefixes)('accepts the prefix %s', (prefix) => {
    expect(mobileNumberProblem(`${prefix}1234567`)).toBeUndefined()
  })

  it('does not take a plate number for a mobile one, or the reverse', () => {
    expect(() => classifyMobileNumber('777')).toThrow(PatternInputError)
    expect(() => classifyNumber('plate', '0507777777')).toThrow(PatternInputError)
  })
})
