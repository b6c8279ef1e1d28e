/**
 * The oracle checked against counts worked out by hand (combinatorics, not code), so a wrong
 * generator cannot agree with a wrong classifier unnoticed.
 */
import { describe, expect, it } from 'vitest'
import { mobilePatternCounts, platePatternCounts, prefixEchoCounts } from './hand-counts.ts'
import { mobilePatternMembers, platePatternMembers, prefixEchoMembers } from './oracle.ts'

describe('oracle', () => {
  it('generates as many plate numbers per pattern as counted by hand', () => {
    const sizes = Object.fromEntries(Object.entries(platePatternMembers()).map(([id, set]) => [id, set.size]))
    expect(sizes).toEqual(platePatternCounts)
  })

  it('generates as many subscriber numbers per mobile pattern as counted by hand', () => {
    const sizes = Object.fromEntries(Object.entries(mobilePatternMembers()).map(([id, set]) => [id, set.size]))
    expect(sizes).toEqual(mobilePatternCounts)
    for (const [prefix, count] of Object.entries(prefixEchoCounts))
      expect(prefixEchoMembers(prefix).size, prefix).toBe(count)
  })

  it('generates only well-formed numbers', () => {
    const bad = (sets: Iterable<Set<string>>, shape: RegExp): string[] =>
      [...sets].flatMap((set) => [...set].filter((s) => !shape.test(s)))
    expect(bad(Object.values(platePatternMembers()), /^[1-9][0-9]{0,4}$/)).toEqual([])
    expect(bad(Object.values(mobilePatternMembers()), /^[0-9]{7}$/)).toEqual([])
    expect(bad(Object.keys(prefixEchoCounts).map(prefixEchoMembers), /^[0-9]{7}$/)).toEqual([])
  })
})
