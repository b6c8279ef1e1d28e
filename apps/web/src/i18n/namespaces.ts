/**
 * Translation namespaces. `common` is needed by every screen (layout, messages, cards); the others are
 * loaded with the route that uses them, and always for the selected language only.
 */
export const namespaces = ['common', 'home', 'shop', 'details', 'auth', 'account', 'info'] as const
export type Namespace = (typeof namespaces)[number]
