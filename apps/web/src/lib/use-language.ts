import { useTranslation } from 'react-i18next'
import { defaultLanguage, isLanguage, localeOf, type Language } from '#i18n/languages.ts'

/** The page language and its `Intl` locale. */
export function useLanguage(): { language: Language; locale: ReturnType<typeof localeOf> } {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage
  return { language, locale: localeOf(language) }
}
