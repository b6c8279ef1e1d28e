import { useTranslation } from 'react-i18next'
import { defaultLanguage, isLanguage, type Language } from '#i18n/languages.ts'

/** The page language. */
export function useLanguage(): { language: Language } {
  const { i18n } = useTranslation()
  return { language: isLanguage(i18n.language) ? i18n.language : defaultLanguage }
}
