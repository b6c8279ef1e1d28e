import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  applyDocumentLanguage,
  defaultLanguage,
  isLanguage,
  languages,
  writeLanguageCookie,
  type Language,
} from './languages.ts'
import { namespaces, type Namespace, type Resource } from './namespaces.ts'
import { withVocabulary } from './vocabulary.ts'

/** One lazy chunk per language and namespace: only what the selected language needs is downloaded. */
const loaders: Record<string, () => Promise<{ default: Resource }>> = {
  ...import.meta.glob<{ default: Resource }>('./locales/*/*.json'),
  // The contract's catalogue lives with the contract (@raqam/api), not among the storefront's files.
  './locales/en/api.json': () => import('@raqam/api/texts/en.json'),
  './locales/ar/api.json': () => import('@raqam/api/texts/ar.json'),
}

/** Reads `./locales/{lng}/{ns}.json` through Vite's code-split dynamic imports. */
const lazyResources: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`]
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), null)
      return
    }
    load().then(
      (module) =>
        callback(null, isLanguage(language) ? withVocabulary(language, namespace, module.default) : module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

const sharedOptions = {
  supportedLngs: languages,
  // Every key exists in both languages (i18n.test.ts), so a fallback would only download the other
  // language for nothing.
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
} as const

/**
 * Keeps `<html lang dir>` and the `i18next` cookie in step with the language (browser only). The
 * cookie is written when it would change what the server reads from it: writing one holds a hydrating
 * page's main thread for tens of milliseconds, and the server said which language the cookie held.
 */
function followLanguage(instance: I18n, storedLanguage: Language | null): void {
  // No cookie reads as the default language: a first visit in English needs none written.
  let stored = storedLanguage ?? defaultLanguage
  instance.on('languageChanged', (language) => {
    if (!isLanguage(language)) return
    applyDocumentLanguage(language)
    if (language === stored) return
    writeLanguageCookie(language)
    stored = language
  })
}

/**
 * The browser's instance for a page the server rendered, once the texts the page used have loaded
 * (their files were preloaded with the page's scripts), so hydration renders exactly what the server
 * did; other namespaces load lazily, for the selected language only, as later screens ask for them.
 */
export async function createHydratedI18n(
  language: Language,
  used: readonly Namespace[],
  storedLanguage: Language | null,
): Promise<I18n> {
  const instance = i18next.createInstance()
  followLanguage(instance, storedLanguage)
  await instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      lng: language,
      ns: [...used],
      partialBundledLanguages: true,
      react: { useSuspense: true },
    })
  return instance
}

/**
 * An instance with every resource already in memory, for stories and component tests: no loading,
 * so the first render is final (screenshots) and tests stay synchronous.
 */
export function createStaticI18n(language: Language, resources: Record<Language, Record<Namespace, Resource>>): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    ...sharedOptions,
    lng: language,
    ns: [...namespaces],
    resources,
    initAsync: false,
    react: { useSuspense: false },
  })
  return instance
}
