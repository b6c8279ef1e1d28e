import type { Language } from './languages.ts'

/**
 * Listings are dated in UAE time, wherever the visitor is, so everybody sees the same day. Asia/Dubai
 * is UTC+4 all year round (no daylight saving).
 */
const marketOffsetMs = 4 * 60 * 60 * 1000

/** The same zone by name, for PostgreSQL's `at time zone` (dates.test.ts holds the two together). */
export const MARKET_TIME_ZONE = 'Asia/Dubai'

/** The day (`YYYY-MM-DD`) a moment falls on in UAE time: the day sellers' statistics count it on. */
export function marketDay(moment: Date): string {
  return new Date(moment.getTime() + marketOffsetMs).toISOString().slice(0, 10)
}

/** ICU's short month names and day periods (CLDR), as Intl writes them for en-AE and ar-AE. */
const months: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
}
/** CLDR's full month names: Arabic uses the same ones in both widths. */
const longMonths: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: months.ar,
}
const dayPeriods: Record<Language, readonly [string, string]> = { en: ['AM', 'PM'], ar: ['ص', 'م'] }
const comma: Record<Language, string> = { en: ',', ar: '،' }

/**
 * Dates are written as day, short month, year and 12-hour time, per language, e.g. "18 Apr 2025, 6:30 PM" or
 * "18 أبريل 2025، 6:30 م" (Western digits in both languages, as everywhere in the storefront). The hour
 * and its "PM" / "م" never part at a line end (a narrow column left "م" alone on a line).
 *
 * The text Intl.DateTimeFormat gives (dates.test.ts holds them together), written without it:
 * the first formatter a page builds loads ICU's calendar data, tens of milliseconds on the main
 * thread of a page that is hydrating (ADR 0025).
 */
export function formatDate(value: string | Date, language: Language): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime()
  if (Number.isNaN(time)) return ''
  const uae = new Date(time + marketOffsetMs)
  const hour = uae.getUTCHours()
  const minute = String(uae.getUTCMinutes()).padStart(2, '0')
  const day = `${uae.getUTCDate()} ${months[language][uae.getUTCMonth()]} ${uae.getUTCFullYear()}`
  return `${day}${comma[language]} ${hour % 12 || 12}:${minute}\u00a0${dayPeriods[language][hour < 12 ? 0 : 1]}`
}

/**
 * A day without its time, with the month in full, e.g. "27 November 2026" or "27 نوفمبر 2026" (the date a
 * legal document took effect): what Intl writes for en-AE and ar-AE with a long month and Western
 * digits. A `YYYY-MM-DD` day is that day wherever the reader is; a moment is dated in UAE time.
 */
export function formatDay(value: string | Date, language: Language): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null
  const time = day ? day.getTime() : (typeof value === 'string' ? new Date(value) : value).getTime()
  if (Number.isNaN(time)) return ''
  const date = new Date(day ? time : time + marketOffsetMs)
  return `${date.getUTCDate()} ${longMonths[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/**
 * A calendar month (`YYYY-MM`, as the sold-prices record counts months in UAE time) with its short
 * name, e.g. "Nov 2026" or "نوفمبر 2026"; empty for anything else.
 */
export function formatMonth(month: string, language: Language): string {
  const found = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!found) return ''
  return `${months[language][Number(found[2]) - 1]} ${found[1]}`
}
