import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date.ts'

describe('formatDate', () => {
  const listed = '2025-04-18T14:30:00.000Z'

  it('gives day, short month, year and 12-hour time in UAE time, in English', () => {
    expect(formatDate(listed, 'en')).toBe('18 Apr 2025, 6:30\u00a0PM')
  })

  it('does the same in Arabic, with Western digits', () => {
    const arabic = formatDate(listed, 'ar')
    expect(arabic).toContain('18')
    expect(arabic).toContain('2025')
    expect(arabic).toContain('6:30')
    expect(arabic).toContain('أبريل')
    expect(arabic).toMatch(/م$/)
    expect(arabic).not.toMatch(/[\u0660-\u0669]/)
  })

  it('keeps the hour and its day period together at a line end, in both languages', () => {
    expect(formatDate(listed, 'en')).toMatch(/6:30\u00a0PM$/)
    expect(formatDate(listed, 'ar')).toMatch(/6:30\u00a0م$/)
  })

  it('returns nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('')
  })
})
