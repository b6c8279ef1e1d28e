import { describe, expect, it } from 'vitest'
import { directionOf, isLanguage, languages, localeOf } from './languages.ts'

describe('the languages', () => {
  it('are English and Arabic, each with its direction and its locale in the Emirates', () => {
    expect(languages).toEqual(['en', 'ar'])
    expect(languages.map(directionOf)).toEqual(['ltr', 'rtl'])
    expect(languages.map(localeOf)).toEqual(['en-AE', 'ar-AE'])
  })

  it('knows its own and nothing else', () => {
    expect(languages.every(isLanguage)).toBe(true)
    for (const other of ['fr', 'EN', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false)
  })
})
