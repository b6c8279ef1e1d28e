import type { Product } from '@raqam/api/schema'
import { isolateNumbers } from '@raqam/text/numbers-in-text'
import type { Language } from '#i18n/languages.ts'

/**
 * A listing's title and description in the page language, else in the other one (sellers may write only
 * one). On an Arabic page the numbers written in groups inside them ("رقم مميز 055 196 4422") are
 * isolated, so they keep their reading order (docs/adr/0013-numbers-in-right-to-left-text.md).
 */
export function localizedText(
  listing: Pick<Product, 'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'>,
  language: Language,
) {
  if (language === 'ar') {
    return {
      title: isolateNumbers(listing.titleAr || listing.titleEn),
      description: isolateNumbers(listing.descriptionAr || listing.descriptionEn),
    }
  }
  return { title: listing.titleEn || listing.titleAr, description: listing.descriptionEn || listing.descriptionAr }
}

/**
 * Which ribbon a listing wears: sold wins over hidden by the moderators (which only its owner sees), which
 * wins over withdrawn, which wins over not shared (a hidden listing is unshared too).
 */
export function ribbonOf(
  listing: Pick<Product, 'isSold' | 'status' | 'withdrawn' | 'hidden'>,
): 'sold' | 'hidden' | 'withdrawn' | 'not-shared' | null {
  if (listing.isSold) return 'sold'
  if (listing.hidden) return 'hidden'
  if (listing.withdrawn) return 'withdrawn'
  if (!listing.status) return 'not-shared'
  return null
}

/** The words of each ribbon (common namespace). */
export const ribbonLabels = {
  sold: 'card.sold',
  hidden: 'card.hidden',
  withdrawn: 'card.withdrawn',
  'not-shared': 'card.notShared',
} as const satisfies Record<NonNullable<ReturnType<typeof ribbonOf>>, string>
