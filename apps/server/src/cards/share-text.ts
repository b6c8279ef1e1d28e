import type { Listing } from '#contract.ts'

/** The page languages of the storefront (its `i18next` cookie holds one of them). */
export type Language = 'en' | 'ar'

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

const operatorNames = { du: { en: 'du', ar: 'دو' }, eand: { en: 'e&', ar: 'إي آند' } } as const

const words = {
  en: { wanted: 'Wanted', sold: 'Sold', brand: 'Raqam', notFound: 'Listing not found' },
  ar: { wanted: 'مطلوب', sold: 'مباع', brand: 'رقم', notFound: 'الإعلان غير موجود' },
} as const

/** The operator's name in the page language. */
export function operatorName(operator: NonNullable<ShareFacts['operator']>, language: Language): string {
  return operatorNames[operator][language]
}

export function shareWords(language: Language) {
  return words[language]
}
