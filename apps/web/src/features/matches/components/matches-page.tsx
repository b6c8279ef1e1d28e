import { savedSearchMutations } from '@raqam/api/saved-searches.mutations'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ListingGrid, pageOnlyHref } from '#components/listing-grid/listing-grid.tsx'
import { useApi } from '#lib/api.tsx'
import { pageParam } from '#lib/page-param.ts'
import page from '#styles/page.module.css'
import { matchedListings } from '../matched-listings.ts'
import { MatchNote } from './match-note.tsx'

/**
 * The listings that matched the customer's saved searches or answer their wanted requests,
 * newest first, each saying which. Opening the page reads them: the count on the profile icon drops to 0.
 */
export function MatchesPage() {
  const { t } = useTranslation('account')
  const api = useApi()
  const [params] = useSearchParams()
  const currentPage = pageParam(params)
  const matches = useQuery({ ...savedSearchQueries.matches(api, currentPage), select: matchedListings })
  const unread = useQuery(savedSearchQueries.unread(api))
  const markRead = useMutation(savedSearchMutations.markRead(api))
  const hasUnread = (unread.data?.unread ?? 0) > 0
  const { mutate } = markRead
  useEffect(() => {
    if (hasUnread) mutate()
  }, [hasUnread, mutate])

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t('matches.title')}</h1>
        <p className={page.lead}>{t('matches.lead')}</p>
      </header>
      <ListingGrid
        list={matches}
        page={currentPage}
        pageHref={pageOnlyHref}
        emptyTitle={t('matches.empty')}
        headingLevel={2}
        noteOf={(listing) => <MatchNote listing={listing} matchedBy={matches.data?.matchedBy[listing._id] ?? []} />}
      />
    </div>
  )
}
