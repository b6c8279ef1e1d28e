import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { documentTitle, headOf } from '#lib/page-head.ts'
import { useLanguage } from '#lib/use-language.ts'

/**
 * The title of the page the browser shows after a navigation in place: the same route head the server
 * writes into the first page (entry-server.tsx), so the tab, the history and screen readers name the
 * page that is open, not the one the visit began on.
 */
export function DocumentTitle() {
  const matches = useMatches()
  const { search, pathname } = useLocation()
  const { i18n } = useTranslation()
  const { language } = useLanguage()
  const queryClient = useQueryClient()
  const api = useApi()
  useEffect(() => {
    // In an effect: the server writes the first page's title itself, and has no window.
    const match = matches.findLast((candidate) => headOf(candidate.handle))
    const head = headOf(match?.handle)?.({
      i18n,
      language,
      params: match?.params ?? {},
      search: new URLSearchParams(search),
      handle: match?.handle,
      queryClient,
      api,
      url: `${window.location.origin}${pathname}`,
      // Only the server versions share cards; a title needs none.
      shareCard: () => undefined,
    })
    if (head) document.title = documentTitle(i18n, head)
  }, [matches, search, pathname, i18n, language, queryClient, api])
  return null
}
