import type { Product } from '@raqam/api/schema'
import { choiceParams, readChoice } from '@raqam/transfer-costs/costs'

/**
 * The calculator's query for a listing's own transfer: its kind and its emirate (a plate) or its operator
 * (a number). A listing that names neither (an old mobile listing without an operator) opens its kind's
 * default place; one whose facts the calculator does not know opens the calculator unchosen.
 */
export function transferCostsQuery(listing: Pick<Product, 'category' | 'city' | 'operator'>): URLSearchParams {
  const read = readChoice({ kind: listing.category, emirate: listing.city ?? null, operator: listing.operator ?? null })
  return 'choice' in read ? choiceParams(read.choice) : new URLSearchParams()
}
