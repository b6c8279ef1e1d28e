import { describe, expect, it } from 'vitest'
import { allResources } from '#i18n/all-resources.ts'
import { languages } from './languages.ts'
import { namespaces } from './namespaces.ts'

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(resource: unknown, prefix = ''): Record<string, unknown> {
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) return { [prefix]: resource }
  return Object.entries(resource).reduce<Record<string, unknown>>(
    (flat, [key, value]) => ({ ...flat, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  )
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()

describe('translations', () => {
  it('has a file for every namespace in every language, and no stray file', () => {
    for (const language of languages) {
      expect(Object.keys(allResources[language]).sort()).toEqual([...namespaces].sort())
    }
  })

  describe.each(namespaces)('namespace %s', (namespace) => {
    const en = flatten(allResources.en[namespace])
    const ar = flatten(allResources.ar[namespace])

    it('has exactly the same keys in English and Arabic', () => {
      const missingInArabic = Object.keys(en).filter((key) => !(key in ar))
      const missingInEnglish = Object.keys(ar).filter((key) => !(key in en))
      expect({ missingInArabic, missingInEnglish }).toEqual({ missingInArabic: [], missingInEnglish: [] })
    })

    it('has a non-empty text for every key', () => {
      for (const [language, flat] of Object.entries({ en, ar })) {
        const empty = Object.entries(flat)
          .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
          .map(([key]) => `${language}:${key}`)
        expect(empty).toEqual([])
      }
    })

    it('uses the same interpolation variables in both languages', () => {
      for (const [key, text] of Object.entries(en)) {
        expect(placeholders(String(ar[key] ?? '')), key).toEqual(placeholders(String(text)))
      }
    })
  })
})
