import { API_PREFIX, operationPath } from '#contract.ts'

/**
 * The headers that give mail providers their own "Unsubscribe" button (RFC 2369, RFC 8058): the
 * provider posts `List-Unsubscribe=One-Click` to the contract's one-click operation, at the origin the
 * search was saved on. Only an HTTPS link is one-click; the storefront's unsubscribe page, which asks
 * for a press of its button, stays the message's own link, since mail scanners open links too.
 */
export function unsubscribeHeaders(origin: string, token: string): Record<string, string> {
  const path = operationPath('unsubscribeSavedSearchOneClick').replace('{token}', encodeURIComponent(token))
  return {
    'List-Unsubscribe': `<${origin}${API_PREFIX}${path}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
