import type { Product, ProductCreate, ProductUpdate } from '@raqam/api/schema'
import { typedPrice } from '@raqam/listing-rules/numbers'
import { foldDigits } from '@raqam/listing-rules/digits'

/**
 * What both listing dialogs ask, as typed: the words of the listing in both languages, and the prices of
 * a listing for sale or the budget of a wanted request. The same checks apply to them when a listing is
 * published and when it is edited (listing-problems.ts).
 */
export type ListingTerms = {
  titleEn: string
  titleAr: string
  descriptionEn: string
  descriptionAr: string
  oldPrice: string
  newPrice: string
  /** A wanted request's budget; blank for none. */
  budget: string
}

/** What identifies a listing: chosen when it is published, never changed afterwards. */
export type ListingIdentity = {
  category: ProductCreate['category']
  number: string
  city: NonNullable<ProductCreate['city']> | ''
  code: string
  operator: NonNullable<ProductCreate['operator']> | ''
}

/** What the publish dialog holds: every field as typed, whatever the category. */
export type ListingDraft = ListingIdentity & ListingTerms

/** What the edit dialog holds: the fields an owner may change (docs/adr/0020-listing-edits-withdrawal-and-price-history.md). */
export type ListingEdits = ListingTerms & { shared: boolean }

export const emptyDraft: ListingDraft = {
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
  return foldDigits(typed).replace(/\s/g, '')
}

/**
 * The body that publishes a draft, once its checks have passed. Only what the category uses is sent:
 * city and code for plates, the operator for mobile numbers, prices for a listing for sale and the
 * budget (when given) for a wanted request. The server still checks everything, and its message comes
 * back as a toast.
 */
export function toListingCreate(draft: ListingDraft, isOrder: boolean): ProductCreate {
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

/** The listing as the edit dialog starts: its current words, prices and budget (plain digits) and sharing. */
export function editsOf(listing: Product): ListingEdits {
  return {
    titleEn: listing.titleEn,
    titleAr: listing.titleAr,
    descriptionEn: listing.descriptionEn,
    descriptionAr: listing.descriptionAr,
    oldPrice: listing.oldPrice === null ? '' : String(listing.oldPrice),
    newPrice: listing.newPrice === null ? '' : String(listing.newPrice),
    budget: listing.budget === null ? '' : String(listing.budget),
    shared: listing.status,
  }
}

/**
 * The body that edits a listing: only what differs from it (an empty object when nothing does). A blank
 * old price or budget removes it; a wanted request never sends prices, a listing for sale no budget.
 */
export function changesOf(edits: ListingEdits, listing: Product): ProductUpdate {
  const changes: ProductUpdate = {}
  for (const field of ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr'] as const) {
    const value = edits[field].trim()
    if (value !== listing[field]) changes[field] = value
  }
  if (!listing.isOrder) {
    const newPrice = typedPrice(edits.newPrice)
    const oldPrice = typedPrice(edits.oldPrice) ?? null
    if (newPrice !== undefined && newPrice !== listing.newPrice) changes.newPrice = newPrice
    if (oldPrice !== listing.oldPrice) changes.oldPrice = oldPrice
  } else {
    const budget = typedPrice(edits.budget) ?? null
    if (budget !== listing.budget) changes.budget = budget
  }
  if (edits.shared !== listing.status && !listing.withdrawn) changes.status = edits.shared
  return changes
}
