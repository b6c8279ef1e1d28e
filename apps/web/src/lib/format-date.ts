import { localeOf, type Language } from '#i18n/languages.ts'

/** Listings are dated in UAE time, wherever the visitor is, so everybody sees the same day. */
const marketTimeZone = 'Asia/Dubai'

/**
 * SPEC §1: day, short month, year and 12-hour time, per language, e.g. "18 Apr 2025, 6:30 PM" or
 * "18 أبريل 2025، 6:30 م" (Western digits in both languages, as everywhere in the storefront).
 */
export function formatDate(value: string | Date, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  const parts = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: marketTimeZone,
    numberingSystem: 'latn',
  }).formatToParts(date)
  // The hour and its "PM" / "م" never part at a line end (a narrow column left "م" alone on a line).
  return parts
    .map((part, index) => (part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod' ? '\u00a0' : part.value))
    .join('')
}
