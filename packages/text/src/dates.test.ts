import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatMonth, MARKET_TIME_ZONE, marketDay } from './dates.ts'

const locales = { en: 'en-AE', ar: 'ar-AE' } as const

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

  for (const language of ['en', 'ar'] as const) {
    it(`writes what Intl.DateTimeFormat writes in UAE time, in ${language}`, () => {
      // Every month, both halves of the day, midnight and noon, across leap years and year ends.
      const start = Date.UTC(2023, 11, 31, 19, 59)
      for (let step = 0; step < 3000; step++) {
        const date = new Date(start + step * 7_919_000 * 60)
        expect(formatDate(date, language), date.toISOString()).toBe(intlDate(date, language))
      }
      for (const iso of [
        '2026-01-01T20:00:00Z',
        '2026-01-01T19:59:00Z',
        '2026-06-30T08:00:00Z',
        '2024-02-28T20:30:00Z',
      ])
        expect(formatDate(iso, language), iso).toBe(intlDate(new Date(iso), language))
    })
  }

  it('returns nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('')
  })
})

describe('formatDay', () => {
  it('gives day, full month and year', () => {
    expect(formatDay('2026-11-27', 'en')).toBe('27 November 2026')
    expect(formatDay('2026-11-27', 'ar')).toBe('27 نوفمبر 2026')
  })

  for (const language of ['en', 'ar'] as const) {
    it(`writes what Intl.DateTimeFormat writes, in ${language}: a day as that day, a moment in UAE time`, () => {
      const long = new Intl.DateTimeFormat(locales[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Dubai',
        numberingSystem: 'latn',
      })
      for (let month = 0; month < 12; month++) {
        const day = `2027-${String(month + 1).padStart(2, '0')}-0${(month % 9) + 1}`
        // Noon in Dubai is the same day in every time zone Intl could be asked about.
        expect(formatDay(day, language), day).toBe(long.format(new Date(`${day}T08:00:00Z`)))
      }
      // 21:00 UTC on the 31st is already the 1st in Dubai.
      expect(formatDay(new Date('2026-12-31T21:00:00Z'), language)).toBe(long.format(new Date('2026-12-31T21:00:00Z')))
    })
  }

  it('returns nothing for a date it cannot read', () => {
    expect(formatDay('2026-13-45', 'en')).toBe('')
    expect(formatDay('not a date', 'ar')).toBe('')
  })
})

describe('marketDay', () => {
  it('is the day in the named zone, as Intl tells it, on both sides of midnight in UAE time', () => {
    const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE })
    for (const moment of ['2026-11-26T19:59:59.999Z', '2026-11-26T20:00:00.000Z', '2026-12-31T21:30:00.000Z']) {
      expect(marketDay(new Date(moment)), moment).toBe(dayIn.format(new Date(moment)))
    }
    expect(marketDay(new Date('2026-11-26T20:00:00.000Z'))).toBe('2026-11-27')
    expect(marketDay(new Date('2026-11-26T19:59:59.999Z'))).toBe('2026-11-26')
  })
})

/** The reference: Intl's own text, with the hour and its day period joined by a no-break space. */
function intlDate(date: Date, language: keyof typeof locales): string {
  const parts = new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  }).formatToParts(date)
  return parts
    .map((part, index) => (part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod' ? '\u00a0' : part.value))
    .join('')
}

describe('formatMonth', () => {
  it('gives the short month and the year, as Intl writes them', () => {
    for (const language of ['en', 'ar'] as const) {
      const intl = new Intl.DateTimeFormat(`${locales[language]}-u-nu-latn`, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
      for (const month of ['2026-01', '2025-11', '2024-12'])
        expect(formatMonth(month, language)).toBe(intl.format(new Date(`${month}-15T00:00:00Z`)))
    }
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026')
    expect(formatMonth('2026-11', 'ar')).toBe('نوفمبر 2026')
  })

  it('returns nothing for what is not a month', () => {
    expect(formatMonth('2026-13', 'en')).toBe('')
    expect(formatMonth('November', 'ar')).toBe('')
  })
})
