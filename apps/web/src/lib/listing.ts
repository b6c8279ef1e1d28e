import type { Product } from '@raqam/api/schema'
import type { Language } from '#i18n/languages.ts'

/** SPEC §2: title and description in the page language. */
export function localizedText(product: Pick<Product, 'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'>, language: Language) {
  return language === 'ar'
    ? { title: product.titleAr || product.titleEn, description: product.descriptionAr || product.descriptionEn }
    : { title: product.titleEn || product.titleAr, description: product.descriptionEn || product.descriptionAr }
}

/** A listing has a price to show unless it is a wanted request (SPEC §4). */
export function hasPrice(product: Pick<Product, 'isOrder' | 'newPrice'>): product is Pick<Product, 'isOrder'> & { newPrice: number } {
  return !product.isOrder && product.newPrice !== null
}

/** Which ribbon a listing wears: sold wins over not shared. */
export function ribbonOf(product: Pick<Product, 'isSold' | 'status'>): 'sold' | 'not-shared' | null {
  if (product.isSold) return 'sold'
  if (!product.status) return 'not-shared'
  return null
}
