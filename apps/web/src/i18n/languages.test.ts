import { languageValues } from '@raqam/api/schema'
import { describe, expect, it } from 'vitest'
import { languages, pageLanguage, withoutLanguageParam } from './languages.ts'

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
    expect(withoutLanguageParam(new URL('https://raqam.ae/details/car/42?lang=ar'))).toBe('/details/car/42')
    expect(withoutLanguageParam(new URL('https://raqam.ae/shop?lang=ar&pattern=mirror#top'))).toBe(
      '/shop?pattern=mirror#top',
    )
  })
})
