/**
 * The digits people type on Raqam. Arabic keyboards type Arabic-Indic digits (٠–٩, U+0660–0669) and
 * Persian ones Extended Arabic-Indic digits (۰–۹, U+06F0–06F9); numbers, prices, phone numbers and codes
 * are stored, compared and searched in Western digits, so whatever is typed or searched is folded here
 * first, by the server (the contract's `x-digits: fold`) and by the storefront's inputs alike.
 */

/** Every digit of the two Arabic scripts, with its Western digit at the same place in `WESTERN_DIGITS`. */
export const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹'

/** The Western digits matching `ARABIC_DIGITS`, place for place (for SQL's `translate`). */
export const WESTERN_DIGITS = '01234567890123456789'

const arabicDigit = /[\u0660-\u0669\u06f0-\u06f9]/g

/**
 * `text` with every Arabic-Indic and Persian digit as its Western digit, the rest untouched: "٧٨٦" →
 * "786", "05۵ ١٢3" → "055 123". Each digit is one UTF-16 unit either way, so lengths and positions keep.
 */
export function foldDigits(text: string): string {
  // The low nibble of U+0660–0669 and U+06F0–06F9 is the digit's value.
  return text.replace(arabicDigit, (digit) => String(digit.charCodeAt(0) & 0xf))
}
