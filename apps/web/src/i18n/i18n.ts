import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { applyDocumentLanguage, defaultLanguage, isLanguage, languages, writeLanguageCookie, type Language } from './languages.ts'
import { namespaces, type Namespace } from './namespaces.ts'

type Resource = Record<string, unknown>

/** One lazy chunk per language and namespace: only what the selected language needs is downloaded. */
const loaders = import.meta.glob<{ default: Resource }>('./locales/*/*.json')

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
      (module) => callback(null, module.default),
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
 * The storefront's i18next instance: starts in `initial`, loads `common` (plus `preload`) for that
 * language only, and keeps `<html lang dir>` and the `i18next` cookie in step. The instance is usable at
 * once (the router can ask it for a route's namespaces while `common` is still on its way); `ready`
 * settles when the first texts are in.
 */
export function startI18n(initial: Language = defaultLanguage, preload: Namespace[] = []): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance()
  instance.on('languageChanged', (language) => {
    if (!isLanguage(language)) return
    applyDocumentLanguage(language)
    writeLanguageCookie(language)
  })
  applyDocumentLanguage(initial)
  const ready = instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      lng: initial,
      ns: ['common', ...preload],
      react: { useSuspense: true },
    })
  return { i18n: instance, ready }
}

/** {@link startI18n}, resolved once the first texts are in. */
export async function createI18n(initial: Language = defaultLanguage, preload: Namespace[] = []): Promise<I18n> {
  const { i18n, ready } = startI18n(initial, preload)
  await ready
  return i18n
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
