import { LANGUAGE_COOKIE, LANGUAGE_PARAM, languageHref } from '@raqam/routes/paths'
import { defaultLanguage, directionOf, type Language } from '@raqam/text/languages'
import Cookies from 'js-cookie'

/** The storefront's languages are @raqam/text's list; English is the default. */
export { defaultLanguage, directionOf, isLanguage, languages, localeOf, type Language } from '@raqam/text/languages'
export { pageLanguage } from '@raqam/routes/paths'

/** The cookie that keeps the choice (the route table names it), on path `/`, for a year. */
const languageCookie = LANGUAGE_COOKIE
const languageCookieDays = 365

/**
 * An address (a path or a whole URL) without its `lang` parameter: once the language is applied the
 * cookie keeps it, and a link the server writes from the address must equal the one the browser writes
 * after dropping it.
 */
export function withoutLanguageParam(href: string): string {
  return languageHref(href, defaultLanguage)
}

export function writeLanguageCookie(language: Language): void {
  Cookies.set(languageCookie, language, { path: '/', sameSite: 'lax', expires: languageCookieDays })
}

/** The same cookie as the server's `Set-Cookie`, for a page whose link chose its language. */
export function languageCookieHeader(language: Language): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${languageCookieDays * 24 * 60 * 60}; SameSite=Lax`
}

/**
 * The same page in `language`, naming it even when it is the default: the language switch is this link,
 * so that it works before the page's script has run (the server then renders in it and keeps the choice
 * in the cookie); the script turns it into a switch in place.
 */
export function switchLanguageHref(href: string, language: Language): string {
  const url = new URL(href, 'http://localhost')
  // Last, whatever the address held: the server renders from an address with the parameter, the browser
  // hydrates after dropping it, and both must write the same link.
  url.searchParams.delete(LANGUAGE_PARAM)
  url.searchParams.append(LANGUAGE_PARAM, language)
  return `${url.pathname}${url.search}${url.hash}`
}

/** `<html lang dir>` follows the language, so CSS (`:dir()`, logical properties, `:lang()`) does too. */
export function applyDocumentLanguage(language: Language): void {
  // Written only when it changes: setting either attribute, even to the value it has, makes the
  // browser restyle the whole page, as the page hydrates in the language it was drawn in.
  const root = document.documentElement
  if (root.lang !== language) root.lang = language
  if (root.dir !== directionOf(language)) root.dir = directionOf(language)
}
