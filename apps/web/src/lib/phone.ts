import { foldDigits } from '@raqam/listing-rules/digits'

/** The UAE country code: `+971` is shown, `971` is stored. */
const countryCode = '971'

/** The attributes of a phone box: the national number typed after a fixed +971 (sign-up and profile). */
export const nationalPhoneInput = {
  prefix: `+${countryCode}`,
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: '5xxxxxxxx',
} as const

/**
 * The phone as the server stores it: 971 followed by the national number, whatever the visitor
 * typed after the fixed +971 (spaces, dashes, a leading 0 of the national form, or 971 again), in
 * whatever digits their keyboard types (٠٥٠ is 050; `\D` alone would drop them).
 */
export function toStoredPhone(typed: string): string {
  let digits = foldDigits(typed).replace(/\D/g, '')
  if (digits.startsWith('00971')) digits = digits.slice(5)
  else if (digits.startsWith(countryCode) && digits.length > 9) digits = digits.slice(3)
  digits = digits.replace(/^0+/, '')
  return `${countryCode}${digits}`
}

/** The national part of a stored phone, for editing after the fixed +971. */
export function toNationalPhone(stored: string | null | undefined): string {
  const digits = (stored ?? '').replace(/\D/g, '')
  return digits.startsWith(countryCode) ? digits.slice(countryCode.length) : digits
}

/** `971501234567` → `+971 50 123 4567`; anything else is returned as given. */
export function formatPhone(stored: string | null | undefined): string {
  const digits = (stored ?? '').replace(/\D/g, '')
  const match = /^971(\d{2})(\d{3})(\d{4})$/.exec(digits)
  return match ? `+971 ${match[1]} ${match[2]} ${match[3]}` : (stored ?? '')
}
