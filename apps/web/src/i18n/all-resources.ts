import { apiMessages } from '@raqam/api/texts/catalogue'
import type { Language } from './languages.ts'
import type { Namespace, Resource } from './namespaces.ts'
import { withVocabulary } from './vocabulary.ts'

// Eager on purpose: the server's render, stories and tests need every text synchronously. The browser's
// bundle never imports this module; it loads one language's namespaces lazily (i18n.ts).
const modules = import.meta.glob<Resource>('./locales/*/*.json', { eager: true, import: 'default' })

/** Every translation file, keyed by language and namespace. */
export const allResources = Object.entries(modules).reduce(
  (all, [path, resource]) => {
    const [, language, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? []
    if (language && namespace) {
      all[language as Language] ??= {} as Record<Namespace, Resource>
      all[language as Language][namespace as Namespace] = withVocabulary(language as Language, namespace, resource)
    }
    return all
  },
  {
    en: { api: apiMessages.en },
    ar: { api: apiMessages.ar },
  } as unknown as Record<Language, Record<Namespace, Resource>>,
)
