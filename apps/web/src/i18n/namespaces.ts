/**
 * Translation namespaces. `common` is needed by every screen (layout, messages, cards); the others are
 * loaded with the route that uses them, and always for the selected language only. `api` is the
 * contract's catalogue (@raqam/api/texts: error codes, field labels, failures), loaded when a toast
 * needs it, not with pages.
 */
export const namespaces = [
  'common',
  'home',
  'shop',
  'details',
  'auth',
  'account',
  'info',
  'moderation',
  'trust',
  'statistics',
  'sales',
  'guide',
  'costs',
  'api',
] as const
export type Namespace = (typeof namespaces)[number]

/** One namespace's texts, as its file holds them. */
export type Resource = Record<string, unknown>

export function isNamespace(value: string): value is Namespace {
  return (namespaces as readonly string[]).includes(value)
}
