import type { Product } from '@raqam/api/schema'
import { isolateNumbers } from '@raqam/text/numbers-in-text'
import type { Language } from '#i18n/languages.ts'

/**
 * SPEC §2: title and description in the page language. On an Arabic page the numbers written in
 * groups inside them ("رقم مميز 055 196 4422") are isolated, so they keep their reading order (ADR 0013).
 */
export function localizedText(
  product: Pick<Product, 'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'>,
  language: Language,
) {
  if (language === 'ar') {
    return {
      title: isolateNumbers(product.titleAr || product.titleEn),
      description: isolateNumbers(product.descriptionAr || product.descriptionEn),
    }
  }
  return { title: product.titleEn || product.titleAr, description: product.descriptionEn || product.descriptionAr }
}

/** A listing has a price to show unless it is a wanted request (SPEC §4). */
export function hasPrice(
  product: Pick<Product, 'isOrder' | 'newPrice'>,
): product is Pick<Product, 'isOrder'> & { newPrice: number } {
  return !product.isOrder && product.newPrice !== null
}

/**
 * A listing others can find: shared (so not withdrawn) and not sold. Only such listings, for sale or
 * wanted, match each other (issue 18), so only they have buyers or answers to show.
 */
export function isMatchable(product: Pick<Product, 'isSold' | 'status' | 'withdrawn'>): boolean {
  return !product.isSold && product.status && !product.withdrawn
}

/** Which ribbon a listing wears: sold wins over withdrawn, which wins over not shared. */
export function ribbonOf(
  product: Pick<Product, 'isSold' | 'status' | 'withdrawn'>,
): 'sold' | 'withdrawn' | 'not-shared' | null {
  if (product.isSold) return 'sold'
  if (product.withdrawn) return 'withdrawn'
  if (!product.status) return 'not-shared'
  return null
}

/** The words of each ribbon (common namespace). */
export const ribbonLabels = {
  sold: 'card.sold',
  withdrawn: 'card.withdrawn',
  'not-shared': 'card.notShared',
} as const satisfies Record<NonNullable<ReturnType<typeof ribbonOf>>, string>
