import { toWesternDigits, typedPrice } from '@raqam/listing-rules/numbers'
import type { ProductCreate } from '@raqam/api/schema'

/** What the publish dialog holds: every field as typed (SPEC §2), whatever the category. */
export type ProductDraft = {
  category: ProductCreate['category']
  titleEn: string
  titleAr: string
  descriptionEn: string
  descriptionAr: string
  oldPrice: string
  newPrice: string
  /** A wanted request's budget. */
  budget: string
  number: string
  city: NonNullable<ProductCreate['city']> | ''
  code: string
  operator: NonNullable<ProductCreate['operator']> | ''
}

export const emptyDraft: ProductDraft = {
  category: 'car',
  titleEn: '',
  titleAr: '',
  descriptionEn: '',
  descriptionAr: '',
  oldPrice: '',
  newPrice: '',
  budget: '',
  number: '',
  city: '',
  code: '',
  operator: '',
}

/** The number as it is checked, previewed and sent: Western digits, no spaces ("050 123 4567" → "0501234567"). */
export function normalizedNumber(typed: string): string {
  return toWesternDigits(typed).replace(/\s/g, '')
}

/**
 * The POST /product body (SPEC §7) from the dialog, once product-validation.ts has passed it. Only
 * what the category uses is sent: city and code for plates, the operator for mobile numbers, prices
 * for a listing for sale and the budget (when given) for a wanted request. The server still checks
 * everything and its message comes back as a toast.
 */
export function toProductCreate(draft: ProductDraft, isOrder: boolean): ProductCreate {
  const body: ProductCreate = {
    category: draft.category,
    titleEn: draft.titleEn.trim(),
    titleAr: draft.titleAr.trim(),
    descriptionEn: draft.descriptionEn.trim(),
    descriptionAr: draft.descriptionAr.trim(),
    number: normalizedNumber(draft.number),
    isOrder,
  }
  if (!isOrder) {
    const oldPrice = typedPrice(draft.oldPrice)
    const newPrice = typedPrice(draft.newPrice)
    if (oldPrice !== undefined) body.oldPrice = oldPrice
    if (newPrice !== undefined) body.newPrice = newPrice
  } else {
    const budget = typedPrice(draft.budget)
    if (budget !== undefined) body.budget = budget
  }
  if (draft.category === 'mobile') {
    if (draft.operator) body.operator = draft.operator
  } else {
    if (draft.city) body.city = draft.city
    if (draft.code) body.code = draft.code as NonNullable<ProductCreate['code']>
  }
  return body
}
