import { describe, expect, it } from 'vitest'
import { classifyNumber } from './pattern-classifier.ts'
import {
  isPatternId,
  mobilePatternIds,
  patternIdsFor,
  patternKindOf,
  patterns,
  patternsById,
  platePatternIds,
  type Pattern,
} from './pattern-table.ts'

/** The numbers a description quotes: plate numbers alone, mobile numbers grouped with spaces ("050 777 7777"). */
function quotedNumbers(pattern: Pattern, text: string): string[] {
  const afterColon = text.slice(text.indexOf(':') + 1)
  const shape = pattern.kind === 'plate' ? /\d+/g : /05\d(?: \d+)+/g
  return (afterColon.match(shape) ?? []).map((s) => s.replaceAll(' ', ''))
}

describe('the pattern table', () => {
  // These ids are stored with listings and used in URLs: this list changes only by appending.
  it('keeps its ids', () => {
    expect(patterns.map((p) => p.id)).toEqual([
      'all-same',
      'repeating-pair',
      'mirror',
      'ascending',
      'descending',
      'round',
      'two-digits',
      'mobile-all-same',
      'mobile-six-in-a-row',
      'mobile-five-in-a-row',
      'mobile-repeating-blocks',
      'mobile-ascending',
      'mobile-descending',
      'mobile-mirror',
      'mobile-few-digits',
      'mobile-prefix-echo',
    ])
  })

  it('has unique kebab-case ids, mobile ones prefixed', () => {
    const ids = patterns.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of patterns) {
      expect(p.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/)
      expect(p.id.startsWith('mobile-'), p.id).toBe(p.kind === 'mobile')
    }
  })

  it('lists ids per kind, in table order', () => {
    expect(patternIdsFor('plate')).toEqual(patterns.filter((p) => p.kind === 'plate').map((p) => p.id))
    expect(patternIdsFor('mobile')).toEqual(patterns.filter((p) => p.kind === 'mobile').map((p) => p.id))
    expect([...platePatternIds, ...mobilePatternIds]).toEqual(patterns.map((p) => p.id))
  })

  it('finds rows by id and recognises ids', () => {
    for (const p of patterns) {
      expect(patternsById[p.id]).toBe(p)
      expect(isPatternId(p.id)).toBe(true)
    }
    for (const value of ['', 'mirror ', 'Mirror', 'plate-mirror', 'toString', '__proto__', 'constructor'])
      expect(isPatternId(value), value).toBe(false)
  })

  it('maps listing categories to kinds', () => {
    expect(patternKindOf('car')).toBe('plate')
    expect(patternKindOf('motorcycle')).toBe('plate')
    expect(patternKindOf('mobile')).toBe('mobile')
  })

  it.each(patterns.map((p) => [p.id, p] as const))('%s: names and descriptions in both languages', (_id, p) => {
    for (const text of [p.name.en, p.description.en]) expect(text).toMatch(/^[A-Z][\x20-\x7e]*$/)
    for (const text of [p.name.ar, p.description.ar]) {
      expect(text).toMatch(/[\u0600-\u06ff]/)
      expect(text).not.toMatch(/[A-Za-z]/)
    }
    expect(p.name.en.length).toBeLessThanOrEqual(20)
    expect(p.name.ar.length).toBeLessThanOrEqual(20)
    expect(p.description.en).toMatch(/\.$/)
    expect(p.description.ar).toMatch(/\.$/)
  })

  it.each(patterns.map((p) => [p.id, p] as const))('%s: its examples and quoted numbers carry the tag', (_id, p) => {
    const quotedEn = quotedNumbers(p, p.description.en)
    expect(quotedEn.length).toBeGreaterThan(0)
    // The Arabic description quotes the same numbers, in the same order.
    expect(quotedNumbers(p, p.description.ar)).toEqual(quotedEn)
    for (const number of [...p.examples, ...quotedEn]) expect(classifyNumber(p.kind, number), number).toContain(p.id)
  })
})
