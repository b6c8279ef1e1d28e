import { languageValues } from '@raqam/api/schema'
import { describe, expect, it } from 'vitest'
import { languageCookieHeader, languages, pageLanguage, switchLanguageHref, withoutLanguageParam } from './languages.ts'

it('are the languages the contract names (`Language`)', () => {
  expect([...languages]).toEqual([...languageValues])
})

describe('a language named by the link', () => {
  it('wins over the cookie when it is one of ours; then the cookie; then English', () => {
    expect(pageLanguage('ar', 'en')).toBe('ar')
    expect(pageLanguage('en', 'ar')).toBe('en')
    expect(pageLanguage('fr', 'ar')).toBe('ar')
    expect(pageLanguage(null, 'ar')).toBe('ar')
    expect(pageLanguage(null, 'fr')).toBe('en')
    expect(pageLanguage(undefined, undefined)).toBe('en')
  })

  it('leaves the URL once applied, with the rest of it kept', () => {
    expect(withoutLanguageParam('/details/car/42?lang=ar')).toBe('/details/car/42')
    expect(withoutLanguageParam('/shop?lang=ar&pattern=mirror#top')).toBe('/shop?pattern=mirror#top')
    expect(withoutLanguageParam('https://raqam.ae/shop?page=2&lang=en')).toBe('https://raqam.ae/shop?page=2')
  })
})

describe('the language switch as a link', () => {
  it('names the language even when it is the default, keeping the rest of the address', () => {
    expect(switchLanguageHref('/shop?page=2#results', 'ar')).toBe('/shop?page=2&lang=ar#results')
    expect(switchLanguageHref('/shop?lang=ar&page=2', 'en')).toBe('/shop?page=2&lang=en')
    expect(switchLanguageHref('/', 'en')).toBe('/?lang=en')
  })

  it('keeps the choice in the cookie the script writes: same name, path, year and SameSite', () => {
    expect(languageCookieHeader('ar')).toBe('i18next=ar; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})
