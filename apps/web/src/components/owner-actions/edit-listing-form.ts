import type { Product, ProductUpdate } from '@raqam/api/schema'
import { typedPrice, typedPriceProblem } from '@raqam/listing-rules/numbers'
import { budgetProblem, type BudgetProblemKey } from '#components/listing-fields/budget-problem.ts'

/** What the edit dialog holds: the fields an owner may change (ADR 0020), as typed. */
export type ListingEdits = {
  titleEn: string
  titleAr: string
  descriptionEn: string
  descriptionAr: string
  oldPrice: string
  newPrice: string
  /** A wanted request's budget; blank for none. */
  budget: string
  shared: boolean
}

/** The fields the dialog checks, in its order: the first invalid one gets the focus on Save. */
export const checkedEditFields = ['titleEn', 'titleAr', 'oldPrice', 'newPrice', 'budget'] as const
export type CheckedEditField = (typeof checkedEditFields)[number]

/** Message keys, under `account:dialog.errors` (shared with the publish dialog). */
export type EditProblem =
  'titleMissing' | 'priceMissing' | 'priceNotNumber' | 'priceDecimals' | 'priceTooHigh' | BudgetProblemKey

const priceProblems: Record<NonNullable<ReturnType<typeof typedPriceProblem>>, EditProblem> = {
  'price-not-number': 'priceNotNumber',
  'price-decimals': 'priceDecimals',
  'price-too-high': 'priceTooHigh',
}

/** The listing as the dialog starts: its current words, prices and budget (plain digits) and sharing. */
export function editsOf(product: Product): ListingEdits {
  return {
    titleEn: product.titleEn,
    titleAr: product.titleAr,
    descriptionEn: product.descriptionEn,
    descriptionAr: product.descriptionAr,
    oldPrice: product.oldPrice === null ? '' : String(product.oldPrice),
    newPrice: product.newPrice === null ? '' : String(product.newPrice),
    budget: product.budget === null ? '' : String(product.budget),
    shared: product.status,
  }
}

/** Every problem of the edits, one per field; empty when they can be sent. */
export function editProblems(edits: ListingEdits, isOrder: boolean): Partial<Record<CheckedEditField, EditProblem>> {
  const problems: Partial<Record<CheckedEditField, EditProblem>> = {}
  if (edits.titleEn.trim() === '') problems.titleEn = 'titleMissing'
  if (edits.titleAr.trim() === '') problems.titleAr = 'titleMissing'
  if (!isOrder) {
    const oldPrice = typedPriceProblem(edits.oldPrice)
    const newPrice = typedPriceProblem(edits.newPrice)
    if (oldPrice) problems.oldPrice = priceProblems[oldPrice]
    if (newPrice) problems.newPrice = priceProblems[newPrice]
    else if (edits.newPrice.trim() === '') problems.newPrice = 'priceMissing'
  } else {
    const budget = budgetProblem(edits.budget)
    if (budget) problems.budget = budget
  }
  return problems
}

/**
 * The PATCH body: only what differs from the listing (an empty object when nothing does). A blank
 * old price or budget removes it; a wanted request never sends prices, a listing for sale no budget.
 */
export function changesOf(edits: ListingEdits, product: Product): ProductUpdate {
  const changes: ProductUpdate = {}
  for (const field of ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr'] as const) {
    const value = edits[field].trim()
    if (value !== product[field]) changes[field] = value
  }
  if (!product.isOrder) {
    const newPrice = typedPrice(edits.newPrice)
    const oldPrice = typedPrice(edits.oldPrice) ?? null
    if (newPrice !== undefined && newPrice !== product.newPrice) changes.newPrice = newPrice
    if (oldPrice !== product.oldPrice) changes.oldPrice = oldPrice
  } else {
    const budget = typedPrice(edits.budget) ?? null
    if (budget !== product.budget) changes.budget = budget
  }
  if (edits.shared !== product.status && !product.withdrawn) changes.status = edits.shared
  return changes
}
