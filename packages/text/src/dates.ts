import type { Language } from './languages.ts'

/**
 * Listings are dated in UAE time, wherever the visitor is, so everybody sees the same day. Asia/Dubai
 * is UTC+4 all year round (no daylight saving).
 */
const marketOffsetMs = 4 * 60 * 60 * 1000

/** ICU's short month names and day periods (CLDR), as Intl writes them for en-AE and ar-AE. */
const months: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
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
