import { categories, categoryNames, type Category } from '@raqam/listing-rules/categories'
import { cities, cityNames, type City } from '@raqam/listing-rules/cities'
import { operatorNames, operators, type Operator } from '@raqam/listing-rules/numbers'
import type { Language } from './languages.ts'
import type { Resource } from './namespaces.ts'

/**
 * The texts of the storefront that @raqam/listing-rules owns: the emirates', the operators' and the kinds
 * of listing's names live there (the server writes them into share cards and messages too), so the
 * `common` namespace takes them from it instead of a copy in the locale files. `t('cities.dubai')`,
 * `t('operators.du')` and `t('categories.car')` read them as any other text.
 */
export type VocabularyTexts = {
  cities: Record<City, string>
  operators: Record<Operator, string>
  categories: Record<Category, string>
}

/** One language's word for each id of a vocabulary list. */
function named<Id extends string>(
  ids: readonly Id[],
  names: Readonly<Record<Id, { en: string; ar: string }>>,
  language: Language,
) {
  return Object.fromEntries(ids.map((id) => [id, names[id][language]])) as Record<Id, string>
}

function vocabularyTexts(language: Language): VocabularyTexts {
  return {
    cities: named(cities, cityNames, language),
    operators: named(operators, operatorNames, language),
    categories: named(categories, categoryNames, language),
  }
}

/** A namespace's resource with the vocabulary's texts added where they belong (`common`). */
export function withVocabulary(language: Language, namespace: string, resource: Resource): Resource {
  return namespace === 'common' ? { ...resource, ...vocabularyTexts(language) } : resource
}
