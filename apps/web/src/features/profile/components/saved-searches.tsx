import { savedSearchMutations } from '@raqam/api/saved-searches.mutations'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { Button } from '@raqam/ui/button'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { formatDate } from '@raqam/text/dates'
import { useNotify } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'
import { savedSearchHref } from '#lib/saved-search-link.ts'
import { useLanguage } from '#lib/use-language.ts'
import styles from './saved-searches.module.css'

/**
 * On My Profile, the customer's saved searches (docs/adr/0021-saved-searches-and-match-messages.md) (each opens its list, or is deleted) and the
 * way to the listings that matched them, with how many are new.
 */
export function SavedSearches() {
  const { t } = useTranslation('account')
  const { language } = useLanguage()
  const api = useApi()
  const notify = useNotify()
  const searches = useQuery(savedSearchQueries.list(api))
  const unread = useQuery(savedSearchQueries.unread(api))
  const remove = useMutation(savedSearchMutations.remove(api))
  const unreadCount = unread.data?.unread ?? 0

  return (
    <section className={styles.section} aria-labelledby="saved-searches">
      <div className={styles.header}>
        <h2 id="saved-searches" className={styles.title}>
          {t('savedSearches.title')}
        </h2>
        <Link to={paths.matches.href()} className={styles.matchesLink}>
          {unreadCount > 0 ? t('savedSearches.newMatches', { count: unreadCount }) : t('savedSearches.allMatches')}
        </Link>
      </div>
      {searches.data && searches.data.data.length === 0 && <p className={styles.empty}>{t('savedSearches.empty')}</p>}
      <ul className={styles.list}>
        {searches.data?.data.map((search) => (
          <li key={search._id} className={styles.item}>
            <div className={styles.facts}>
              <Link to={savedSearchHref(search.filters)} className={styles.name}>
                {search.name}
              </Link>
              <span className={styles.meta}>
                {t('savedSearches.savedOn', { date: formatDate(search.createdAt, language) })}
                {!search.alerts && ` · ${t('savedSearches.messagesOff')}`}
              </span>
            </div>
            <Button
              variant="ghost"
              size="sm"
              busy={remove.isPending && remove.variables === search._id}
              busyLabel={t('savedSearches.deleting')}
              aria-label={t('savedSearches.deleteLabel', { name: search.name })}
              onClick={() =>
                remove.mutate(search._id, {
                  onSuccess: () => notify.success(t('savedSearches.deleted')),
                  onError: (error) => notify.error(error),
                })
              }
            >
              {t('savedSearches.delete')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
