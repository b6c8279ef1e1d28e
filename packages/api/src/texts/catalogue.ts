import type { Language } from '#schema.ts'
import { API_MESSAGES_NAMESPACE } from './texts.ts'
import ar from './ar.json' with { type: 'json' }
import en from './en.json' with { type: 'json' }

/**
 * The words of the contract in both languages: a text for every `ErrorCode`, the labels of the inputs
 * errors name, the server's confirmations and the client's own failures (offline, timeout…). One
 * catalogue for both sides: the server writes `message`/`msg` with it (in the language
 * `Accept-Language` asks for) and the storefront loads it as its `api` i18n namespace (ADR 0014).
 * Kept apart from the functions in texts.ts, so a browser bundle that words errors does not carry
 * both languages' texts: it loads one, lazily.
 */
export const apiMessages = { en, ar } satisfies Record<Language, object>

/**
 * The options of an i18next instance that holds only the catalogue (the server's, the tests'): both
 * languages, no fallback (every text exists in both), no HTML escaping (the texts are not markup).
 */
export const apiMessagesI18nOptions = {
  fallbackLng: false,
  ns: [API_MESSAGES_NAMESPACE],
  defaultNS: API_MESSAGES_NAMESPACE,
  resources: { en: { [API_MESSAGES_NAMESPACE]: en }, ar: { [API_MESSAGES_NAMESPACE]: ar } },
  interpolation: { escapeValue: false },
  initAsync: false,
} as const
