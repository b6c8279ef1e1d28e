/*
 * What every form of the storefront asks of a required field, as react-hook-form rules (ADR 0017).
 * The listing rules themselves come from @raqam/listing-rules; these are the forms' own.
 */

/** A required field ("All fields are mandatory"): a value that is more than spaces. */
export const required = { validate: (value: string) => value.trim() !== '' }
