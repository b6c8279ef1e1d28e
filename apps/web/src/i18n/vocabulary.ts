import { cities, cityNames, type City } from '@raqam/listing-rules/cities'
import type { Resource } from './i18n.ts'
import type { Language } from './languages.ts'

/**
 * The texts of the storefront that @raqam/listing-rules owns: the emirates' names live there (the server
 * writes them into share cards and messages too), so the `common` namespace takes them from it instead of
 * a copy in the locale files. `t('cities.dubai')` reads them as any other text.
 */
export type VocabularyTexts = { cities: Record<City, string> }

function vocabularyTexts(language: Language): VocabularyTexts {
  return { cities: Object.fromEntries(cities.map((city) => [city, cityNames[city][language]])) as Record<City, string> }
}

/** A namespace's resource with the vocabulary's texts added where they belong (`common`). */
export function withVocabulary(language: Language, namespace: string, resource: Resource): Resource {
  return namespace === 'common' ? { ...resource, ...vocabularyTexts(language) } : resource
}
