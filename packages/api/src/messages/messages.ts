import type { ErrorCode, ErrorParams, Language } from '#schema.ts'
import ar from './ar.json' with { type: 'json' }
import en from './en.json' with { type: 'json' }

/**
 * The words of the contract in both languages: a text for every `ErrorCode`, the labels of the inputs
 * errors name, the server's confirmations and the client's own failures (offline, timeout…). One
 * catalogue for both sides: the server writes `message`/`msg` with it (in the language
 * `Accept-Language` asks for) and the storefront loads it as its `api` i18n namespace (ADR 0014).
 */
export const apiMessages = { en, ar } satisfies Record<Language, object>

/** The i18n namespace the storefront loads the catalogue under. */
export const API_MESSAGES_NAMESPACE = 'api'

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

/** An i18next-style `t`, bound to one language and to the catalogue's namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/** Inputs the catalogue has a label for; anything else (an unknown field a client sent) is quoted as sent. */
const labelled = new Set(Object.keys(en.fields))

/** What a client could not even get an answer for (not contract codes: the server never sends them). */
export type ClientFailure = keyof typeof en.failures

/**
 * The text of an error code with its params, in the language `t` speaks: the field becomes its label,
 * a wait becomes seconds or minutes with the language's plural forms, lists are joined.
 */
export function errorText(t: Translate, code: ErrorCode, params: ErrorParams = {}): string {
  const values: Record<string, unknown> = { ...params }
  if (params.field !== undefined) {
    values.field = labelled.has(params.field) ? t(`fields.${params.field}`) : params.field
  }
  if (params.expected) values.expected = params.expected.map((type) => t(`types.${type}`)).join(t('or'))
  if (params.allowed) values.allowed = params.allowed.join(', ')
  if (params.waitSeconds !== undefined) values.wait = waitText(t, params.waitSeconds)
  // The number a text counts, for its plural form: the problems, else the bound it names.
  const count = params.count ?? params.max ?? params.min
  return t(`errors.${code}`, { ...values, ...(count !== undefined && { count }) })
}

/** The summary of several problems: the first one's text, and how many more there are. */
export function summaryText(t: Translate, first: string, more: number): string {
  return more > 0 ? `${first}${t('andMore', { count: more })}` : first
}

/** "30 seconds", "4 minutes", "دقيقتين": a wait a person can read (seconds below 90, else minutes). */
export function waitText(t: Translate, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  return whole < 90 ? t('waits.seconds', { count: whole }) : t('waits.minutes', { count: Math.ceil(whole / 60) })
}
