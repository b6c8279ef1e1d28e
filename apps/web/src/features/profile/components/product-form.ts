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
  number: '',
  city: '',
  code: '',
  operator: '',
}

function price(text: string): number | undefined {
  const value = Number(text.replace(/,/g, '').trim())
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined
}

/**
 * The POST /product body (SPEC §7) from the dialog. SPEC §5: no client-side checks — whatever the
 * server refuses comes back as its message. Only what the category uses is sent: city and code for
 * plates, the operator for mobile numbers, and no prices for a wanted request.
 */
export function toProductCreate(draft: ProductDraft, isOrder: boolean): ProductCreate {
  const body: ProductCreate = {
    category: draft.category,
    titleEn: draft.titleEn.trim(),
    titleAr: draft.titleAr.trim(),
    descriptionEn: draft.descriptionEn.trim(),
    descriptionAr: draft.descriptionAr.trim(),
    number: draft.number.replace(/\s/g, ''),
    isOrder,
  }
  if (!isOrder) {
    const oldPrice = price(draft.oldPrice)
    const newPrice = price(draft.newPrice)
    if (oldPrice !== undefined) body.oldPrice = oldPrice
    if (newPrice !== undefined) body.newPrice = newPrice
  }
  if (draft.category === 'mobile') {
    if (draft.operator) body.operator = draft.operator
  } else {
    if (draft.city) body.city = draft.city
    if (draft.code) body.code = draft.code as NonNullable<ProductCreate['code']>
  }
  return body
}
