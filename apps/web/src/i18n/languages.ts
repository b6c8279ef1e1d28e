import Cookies from 'js-cookie'

/** The storefront's languages; English is the default (SPEC §1, §9). */
export const languages = ['en', 'ar'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** The cookie that keeps the choice (SPEC §1: named `i18next`, path /). */
const languageCookie = 'i18next'

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

/**
 * The language a page is rendered in: the one a link names (`?lang=ar`, as shared links carry it), else
 * the one the `i18next` cookie keeps, else English.
 */
export function pageLanguage(linked: string | null | undefined, stored: string | null | undefined): Language {
  if (isLanguage(linked)) return linked
  return isLanguage(stored) ? stored : defaultLanguage
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
  // Written only when it changes: setting either attribute, even to the value it has, makes the
  // browser restyle the whole page, as the page hydrates in the language it was drawn in.
  const root = document.documentElement
  if (root.lang !== language) root.lang = language
  if (root.dir !== directionOf(language)) root.dir = directionOf(language)
}
