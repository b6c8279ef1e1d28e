import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router-dom'
import { defaultLanguage, isLanguage } from '#i18n/languages.ts'
import { useApi } from '#lib/api.tsx'
import { documentTitle, headOf } from '#lib/page-head.ts'

/**
 * Keeps `document.title` on the page the browser shows after the first (server-rendered) one: the same
 * route `head` the server rendered the page's head from, again whenever the query cache changes (a
 * listing's title arrives with the listing).
 */
export function useDocumentTitle(): void {
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  const api = useApi()
  const matches = useMatches()
  const location = useLocation()
  const match = matches.findLast((candidate) => headOf(candidate.handle))
  const read = useCallback(() => {
    const head = headOf(match?.handle)?.({
      i18n,
      language: isLanguage(i18n.language) ? i18n.language : defaultLanguage,
      params: match?.params ?? {},
      search: new URLSearchParams(location.search),
      handle: match?.handle,
      queryClient,
      api,
      url: window.location.href,
      shareCard: () => undefined,
    })
    return documentTitle(i18n, head)
  }, [i18n, match, location.search, queryClient, api])
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  const title = useSyncExternalStore(subscribe, read, () => '')
  useEffect(() => {
    if (title) document.title = title
  }, [title])
}
