/*
 * What every form of the storefront asks of a required field, as react-hook-form rules (ADR 0017).
 * The listing rules themselves come from @raqam/listing-rules; these are the forms' own.
 */
import { foldDigits } from '@raqam/listing-rules/digits'

/** A required field ("All fields are mandatory"): a value that is more than spaces. */
export const required = { validate: (value: string) => value.trim() !== '' }

/**
 * A field of digits (a code, a number): what an Arabic or Persian keyboard types (٧٨٦, ۷۸۶) is held,
 * checked and sent as Western digits, while the box keeps showing what was typed (ADR 0047).
 */
export const digitsField = { setValueAs: (value: string) => foldDigits(value) }
