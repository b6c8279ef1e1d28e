import { savedSearchMutations } from '@raqam/api/saved-searches.mutations'
import { Button } from '@raqam/ui/button'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'
import page from '#styles/page.module.css'
import styles from './unsubscribe-page.module.css'

/**
 * Issue 18: the unsubscribe link of a match message. Nothing changes until the button is pressed:
 * mail scanners open links too, and a page that acted on opening would stop messages nobody asked
 * to stop.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('account')
  const api = useApi()
  const notify = useNotify()
  const unsubscribe = useMutation(savedSearchMutations.unsubscribe(api))
  const done = unsubscribe.data?.data.name

  return (
    <div className={`${page.container} ${page.page}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t('unsubscribe.title')}</h1>
        <p className={page.lead}>{t('unsubscribe.lead')}</p>
      </header>
      {done !== undefined ? (
        <div className={styles.done}>
          <p role="status">{t('unsubscribe.done', { name: done })}</p>
          <Link to={paths.myProfile.href()}>{t('unsubscribe.toProfile')}</Link>
        </div>
      ) : (
        <Button
          size="lg"
          className={styles.button}
          busy={unsubscribe.isPending}
          busyLabel={t('unsubscribe.stopping')}
          onClick={() => unsubscribe.mutate(token, { onError: (error) => notify.error(error) })}
        >
          {t('unsubscribe.button')}
        </Button>
      )}
    </div>
  )
}
