import Cookies from 'js-cookie'

/** The storefront's languages; English is the default (SPEC §1, §9). */
export const languages = ['en', 'ar'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** The cookie that keeps the choice (SPEC §1: named `i18next`, path /). */
export const languageCookie = 'i18next'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr'
}

/** The BCP 47 locale for `Intl`: the page language as spoken in the Emirates. */
export function localeOf(language: Language): 'en-AE' | 'ar-AE' {
  return language === 'ar' ? 'ar-AE' : 'en-AE'
}

export function readLanguageCookie(): Language {
  const stored = Cookies.get(languageCookie)
  return isLanguage(stored) ? stored : defaultLanguage
}

/**
 * The language a link names (`?lang=ar`, as the share button writes it), or null. It wins over the
 * cookie once, so a shared Arabic link opens in Arabic, as the server already rendered its head.
 */
export function languageFromSearch(search: string): Language | null {
  const asked = new URLSearchParams(search).get('lang')
  return isLanguage(asked) ? asked : null
}

/** The URL without its `lang` parameter, once the language is applied (the cookie keeps it from then on). */
export function withoutLanguageParam(url: URL): string {
  const next = new URL(url)
  next.searchParams.delete('lang')
  return `${next.pathname}${next.search}${next.hash}`
}

export function writeLanguageCookie(language: Language): void {
  Cookies.set(languageCookie, language, { path: '/', sameSite: 'lax', expires: 365 })
}

/** `<html lang dir>` follows the language, so CSS (`:dir()`, logical properties, `:lang()`) does too. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language
  document.documentElement.dir = directionOf(language)
}
