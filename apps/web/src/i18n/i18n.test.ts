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

/** The plural forms each language's grammar has (CLDR, through Intl): en one/other, ar all six. */
const pluralForms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories
const pluralKey = /_(zero|one|two|few|many|other)$/
/** A text with a count is one key per plural form (`items_one`, `items_other`); this is the key's name without it. */
const baseKey = (key: string) => key.replace(pluralKey, '')

describe('translations', () => {
  it('has a file for every namespace in every language, and no stray file', () => {
    for (const language of languages) {
      expect(Object.keys(allResources[language]).sort()).toEqual([...namespaces].sort())
    }
  })

  describe.each(namespaces)('namespace %s', (namespace) => {
    const en = flatten(allResources.en[namespace])
    const ar = flatten(allResources.ar[namespace])

    it('has exactly the same keys in English and Arabic (a text with a count, in every plural form of each)', () => {
      const enKeys = new Set(Object.keys(en).map(baseKey))
      const arKeys = new Set(Object.keys(ar).map(baseKey))
      const missingInArabic = [...enKeys].filter((key) => !arKeys.has(key))
      const missingInEnglish = [...arKeys].filter((key) => !enKeys.has(key))
      expect({ missingInArabic, missingInEnglish }).toEqual({ missingInArabic: [], missingInEnglish: [] })
      const plural = new Set([...Object.keys(en), ...Object.keys(ar)].filter((key) => pluralKey.test(key)).map(baseKey))
      for (const [language, flat] of Object.entries({ en, ar })) {
        for (const key of plural) {
          const forms = Object.keys(flat).filter((candidate) => baseKey(candidate) === key && candidate !== key)
          expect(forms.map((form) => form.slice(key.length + 1)).sort(), `${language}:${key}`).toEqual(
            [...pluralForms(language)].sort(),
          )
          expect(key in flat, `${language}:${key} has a form without a plural ending`).toBe(false)
        }
      }
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
        if (pluralKey.test(key)) continue
        expect(placeholders(String(ar[key] ?? '')), key).toEqual(placeholders(String(text)))
      }
    })

    it('gives every plural form only the variables of the English text (a word may stand for the count)', () => {
      for (const [key, text] of Object.entries(ar)) {
        if (!pluralKey.test(key)) continue
        const english = placeholders(String(en[`${baseKey(key)}_other`] ?? ''))
        expect(
          placeholders(String(text)).filter((name) => !english.includes(name)),
          key,
        ).toEqual([])
      }
    })
  })
})
