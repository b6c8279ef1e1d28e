import i18next from 'i18next'
import { type apiMessages, apiMessagesI18nOptions } from '@raqam/api/texts/catalogue'
import { API_MESSAGES_NAMESPACE, errorText, summaryText, type Translate } from '@raqam/api/texts'
import type { ErrorCode, ErrorParams, Language } from '@raqam/api/schema'

/**
 * The server's words, from the contract's catalogue (@raqam/api/texts), in English or Arabic: one
 * i18next instance for the process, so plural forms and interpolation are the storefront's own.
 */
const instance = i18next.createInstance()
void instance.init({ ...apiMessagesI18nOptions, ns: [...apiMessagesI18nOptions.ns] })

const translators: Record<Language, Translate> = {
  en: instance.getFixedT('en', API_MESSAGES_NAMESPACE) as unknown as Translate,
  ar: instance.getFixedT('ar', API_MESSAGES_NAMESPACE) as unknown as Translate,
}

export interface Words {
  /** An error code's text with its params. */
  error(code: ErrorCode, params?: ErrorParams): string
  /** The summary of several problems: the first one's text and how many more. */
  summary(first: string, more: number): string
  /** A confirmation of the contract (`answers.*`). */
  answer(key: keyof typeof apiMessages.en.answers): string
}

/** The server's words in one language. */
export function wordsIn(language: Language): Words {
  const t = translators[language]
  return {
    error: (code, params) => errorText(t, code, params),
    summary: (first, more) => summaryText(t, first, more),
    answer: (key) => t(`answers.${key}`),
  }
}
