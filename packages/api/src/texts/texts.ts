import type { ErrorCode, ErrorParams } from '#schema.ts'
import type en from './en.json'

/** The i18n namespace the storefront loads the catalogue (catalogue.ts) under. */
export const API_MESSAGES_NAMESPACE = 'api'

/** An i18next-style `t`, bound to one language and to the catalogue's namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * The label of an input: the catalogue's, or the name as sent for an input it has no label for (an
 * unknown field a client sent). Only plain names are looked up, never one an object already has.
 */
function label(t: Translate, field: string): string {
  return /^[A-Za-z]+$/.test(field) && !(field in Object.prototype)
    ? t(`fields.${field}`, { defaultValue: field })
    : field
}

/** What a client could not even get an answer for (not contract codes: the server never sends them). */
export type ClientFailure = keyof typeof en.failures

/**
 * The text of an error code with its params, in the language `t` speaks: the field becomes its label,
 * a wait becomes seconds or minutes with the language's plural forms, lists are joined.
 */
export function errorText(t: Translate, code: ErrorCode, params: ErrorParams = {}): string {
  const values: Record<string, unknown> = { ...params }
  if (params.field !== undefined) values.field = label(t, params.field)
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
