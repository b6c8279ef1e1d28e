import { describe, expect, it } from 'vitest'
import { languageFromSearch, withoutLanguageParam } from './languages.ts'

describe('a language named by the link', () => {
  it('is read from ?lang= when it is one of ours', () => {
    expect(languageFromSearch('?lang=ar')).toBe('ar')
    expect(languageFromSearch('?page=2&lang=en')).toBe('en')
    expect(languageFromSearch('?lang=fr')).toBeNull()
    expect(languageFromSearch('')).toBeNull()
  })

  it('leaves the URL once applied, with the rest of it kept', () => {
    expect(withoutLanguageParam(new URL('https://raqam.ae/details/car/42?lang=ar'))).toBe('/details/car/42')
    expect(withoutLanguageParam(new URL('https://raqam.ae/shop?lang=ar&pattern=mirror#top'))).toBe('/shop?pattern=mirror#top')
  })
})
