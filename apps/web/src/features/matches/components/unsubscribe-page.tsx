import { savedSearchMutations } from '@raqam/api/saved-searches.mutations'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { Button } from '@raqam/ui/button'
import { EmptyState } from '@raqam/ui/empty-state'
import { Spinner } from '@raqam/ui/spinner'
import { isolate } from '@raqam/text/numbers-in-text'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'
import page from '#styles/page.module.css'
import { isUnknownLink } from '../matches.queries.ts'
import styles from './unsubscribe-page.module.css'

/**
 * The unsubscribe link of a match message. Opening it changes nothing: mail scanners open links too,
 * and a page that acted on opening would stop messages nobody asked to stop. It says which saved
 * search (or wanted request) the link is about and whether its messages are on; a mail provider's
 * one-click may have stopped them before the page was opened, so a stopped search is said so at once
 * and can be turned back on.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const api = useApi()
  const link = useQuery(savedSearchQueries.unsubscribeState(api, token))

  if (link.isPending) {
    return (
      <div className={`${page.container} ${styles.loading}`}>
        <Spinner size="lg" label={t('unsubscribe.loading')} />
      </div>
    )
  }
  if (link.isError) {
    const unknown = isUnknownLink(link.error)
    return (
      <div className={`${page.container} ${page.page}`}>
        <h1 className={page.title}>{t('unsubscribe.title')}</h1>
        <EmptyState
          className={styles.problem}
          tone={unknown ? 'empty' : 'error'}
          title={unknown ? t('unsubscribe.unknownTitle') : t('unsubscribe.error')}
          description={unknown ? t('unsubscribe.unknownText') : undefined}
          action={
            unknown ? (
              <Link to={paths.myProfile.href()}>{t('unsubscribe.toProfile')}</Link>
            ) : (
              <Button variant="secondary" onClick={() => void link.refetch()}>
                {tc('list.retry')}
              </Button>
            )
          }
        />
      </div>
    )
  }
  return <LinkMessages token={token} {...link.data.data} />
}

function LinkMessages({
  token,
  name,
  wanted,
  alerts,
}: {
  token: string
  name: string
  wanted: boolean
  alerts: boolean
}) {
  const { t } = useTranslation('account')
  const api = useApi()
  const notify = useNotify()
  const stop = useMutation(savedSearchMutations.unsubscribe(api))
  const restart = useMutation(savedSearchMutations.resubscribe(api))
  const kind = wanted ? 'wanted' : 'search'
  // The name is the customer's own text (a wanted request's, its number): isolated, so a name in the
  // other script, or one with numbers, keeps its reading order inside the sentence (ADR 0013).
  const words = { name: isolate(name) }
  // Stopped however it was (here, by a mail provider's one-click, earlier); back on only by the undo here.
  const status = !alerts ? 'stopped' : restart.isSuccess ? 'restarted' : 'on'
  const busy = stop.isPending || restart.isPending
  const onError = (error: unknown) => notify.error(error)

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t(`unsubscribe.${kind}.heading`, words)}</h1>
        <p className={page.lead}>{t(`unsubscribe.${kind}.lead`)}</p>
      </header>
      <div className={styles.state}>
        {/* One live region whose sentence changes, so a screen reader hears each change. */}
        <p role="status" className={styles.status} data-state={status}>
          {t(`unsubscribe.${kind}.${status}`, words)}
        </p>
        {/* One button whose action changes, so the focus stays on it from stopping to undoing. */}
        <Button
          size="lg"
          variant={alerts ? 'primary' : 'secondary'}
          busy={busy}
          busyLabel={alerts ? t('unsubscribe.stopping') : t('unsubscribe.restarting')}
          onClick={() => (alerts ? stop.mutate(token, { onError }) : restart.mutate(token, { onError }))}
        >
          {alerts ? t('unsubscribe.button') : t('unsubscribe.restart')}
        </Button>
        <Link to={paths.myProfile.href()}>{t('unsubscribe.toProfile')}</Link>
      </div>
    </div>
  )
}
