/**
 * The storefront's languages: English, the default, and Arabic. Every list of languages imports this one
 * (the storefront's i18n, the route table's language links, the texts the server writes); the contract's
 * `Language` enum names the same two (the storefront's languages test holds them equal).
 */
export const languages = ['en', 'ar'] as const

/** A language of the storefront. */
export type Language = (typeof languages)[number]

/** The language of a page that names none, and of a link without `?lang=`. */
export const defaultLanguage: Language = 'en'

/** Whether `value` is one of the storefront's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The writing direction of a language. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr'
}

/** The BCP 47 locale for `Intl`: the language as spoken in the Emirates. */
export function localeOf(language: Language): 'en-AE' | 'ar-AE' {
  return language === 'ar' ? 'ar-AE' : 'en-AE'
}
