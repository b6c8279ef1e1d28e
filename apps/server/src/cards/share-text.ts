import type { Language } from '@raqam/text/languages'
import type { Listing } from '#contract.ts'

/** What a share card says about a listing. */
export type ShareFacts = Pick<
  Listing,
  | '_id'
  | 'category'
  | 'city'
  | 'code'
  | 'number'
  | 'operator'
  | 'newPrice'
  | 'isOrder'
  | 'isSold'
  | 'titleEn'
  | 'titleAr'
  | 'descriptionEn'
  | 'descriptionAr'
>

const words = {
  en: { forSale: 'for sale', sold: 'Sold', brand: 'Raqam', notFound: 'Listing not found' },
  ar: { forSale: 'للبيع', sold: 'مباع', brand: 'رقم', notFound: 'الإعلان غير موجود' },
} as const

export function shareWords(language: Language) {
  return words[language]
}
