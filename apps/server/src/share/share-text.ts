import type { components } from '@raqam/api/schema'
import { cityNames } from '#domain/listings.ts'

type Product = components['schemas']['Product']

/** The page languages of the storefront (its `i18next` cookie holds one of them). */
export type Language = 'en' | 'ar'

/** What a share (page tags and card image) says about a listing. */
export type ShareFacts = Pick<
  Product,
  '_id' | 'category' | 'city' | 'code' | 'number' | 'operator' | 'newPrice' | 'isOrder' | 'isSold' | 'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'
>

const operatorNames = { du: { en: 'du', ar: 'دو' }, eand: { en: 'e&', ar: 'إي آند' } } as const

const words = {
  en: { wanted: 'Wanted', sold: 'Sold', brand: 'Raqam', notFound: 'Listing not found' },
  ar: { wanted: 'مطلوب', sold: 'مباع', brand: 'رقم', notFound: 'الإعلان غير موجود' },
} as const

/** `0501234567` → `050 123 4567`, the storefront's grouping (@raqam/ui formatMobileNumber). */
export function groupMobileNumber(number: string): string {
  return [number.slice(0, 3), number.slice(3, 6), number.slice(6)].filter(Boolean).join(' ')
}

/**
 * The detail page's heading, worded as the storefront words it (apps/web details.json `heading.*`):
 * the emirate, number and code of a plate, or the grouped mobile number, for sale or wanted.
 */
export function shareHeading(product: ShareFacts, language: Language): string {
  const city = product.city ? cityNames[product.city][language] : ''
  const code = product.code ?? ''
  const { number } = product
  if (language === 'ar') {
    if (product.category === 'mobile') {
      return product.isOrder ? `مطلوب: رقم هاتف ${groupMobileNumber(number)}` : `رقم هاتف ${groupMobileNumber(number)} للبيع`
    }
    const kind = product.category === 'motorcycle' ? 'لوحة دراجة نارية رقم' : 'لوحة رقم'
    return product.isOrder ? `مطلوب: ${kind} ${city} ${number} ${code}` : `${kind} ${city} ${number} ${code} للبيع`
  }
  if (product.category === 'mobile') {
    return product.isOrder ? `Wanted: mobile number ${groupMobileNumber(number)}` : `Mobile number ${groupMobileNumber(number)} for sale`
  }
  if (product.category === 'motorcycle') {
    return product.isOrder ? `Wanted: motorcycle plate number ${city} ${number} ${code}` : `Motorcycle plate number ${city} ${number} ${code} for sale`
  }
  return product.isOrder ? `Wanted: plate number ${city} ${number} ${code}` : `Plate number ${city} ${number} ${code} for sale`
}

/** The price in AED as the storefront formats it (@raqam/ui formatPrice), or "Wanted" for a request. */
export function sharePrice(product: Pick<ShareFacts, 'isOrder' | 'newPrice'>, language: Language): string {
  if (product.isOrder || product.newPrice === null) return words[language].wanted
  return new Intl.NumberFormat(language === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(product.newPrice)
}

/** The operator's name in the page language. */
export function operatorName(operator: NonNullable<ShareFacts['operator']>, language: Language): string {
  return operatorNames[operator][language]
}

export function shareWords(language: Language) {
  return words[language]
}

/** `<title>`, og:title: the heading, and the brand. */
export function shareTitle(product: ShareFacts, language: Language): string {
  return `${shareHeading(product, language)} | ${words[language].brand}`
}

/** Meta description: price (and "Sold"), then the seller's own title and description, within 200 characters. */
export function shareDescription(product: ShareFacts, language: Language): string {
  const title = language === 'ar' ? product.titleAr || product.titleEn : product.titleEn || product.titleAr
  const text = language === 'ar' ? product.descriptionAr || product.descriptionEn : product.descriptionEn || product.descriptionAr
  const price = sharePrice(product, language)
  const parts = [product.isSold ? `${price} (${words[language].sold})` : price, title, text].filter(Boolean)
  // Line breaks of the seller's text become spaces; the price keeps Intl's no-break space and marks.
  const joined = parts.join(' · ').replace(/[ \t\r\n\f\v]+/g, ' ').trim()
  return joined.length > 200 ? `${joined.slice(0, 199).trimEnd()}…` : joined
}
