import type { Language } from '#i18n/languages.ts'
import type { Namespace } from '#i18n/namespaces.ts'

type Resource = Record<string, unknown>

// Eager on purpose: stories and tests need every text synchronously; the app itself loads lazily.
const modules = import.meta.glob<Resource>('../i18n/locales/*/*.json', { eager: true, import: 'default' })

/** Every translation file, keyed by language and namespace. */
export const allResources = Object.entries(modules).reduce(
  (all, [path, resource]) => {
    const [, language, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? []
    if (language && namespace) {
      all[language as Language] ??= {} as Record<Namespace, Resource>
      all[language as Language][namespace as Namespace] = resource
    }
    return all
  },
  {} as Record<Language, Record<Namespace, Resource>>,
)
