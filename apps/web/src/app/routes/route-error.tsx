import { Button } from '@raqam/ui/button'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteError } from 'react-router-dom'
import { isChunkLoadError, recoverFromChunkFailure } from '#lib/chunk-recovery.ts'
import { paths } from '#lib/paths.ts'
import styles from '#styles/status-page.module.css'

/**
 * A screen that threw: the error goes to the console only (nothing is sent anywhere), the visitor gets a way on. A screen
 * whose code could not be loaded reloads itself once after a new release; otherwise it says so, in the
 * page's language, with a retry that loads the page again.
 */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const unloaded = isChunkLoadError(error)
  const [recovering, setRecovering] = useState(unloaded)
  useEffect(() => {
    console.error(error)
    if (unloaded) void recoverFromChunkFailure().then((reloading) => setRecovering(reloading))
  }, [error, unloaded])

  if (unloaded) {
    return (
      <section className={styles.page} aria-labelledby="route-error" aria-busy={recovering}>
        <h1 id="route-error" className={styles.title}>
          {t('messages.pageNotLoaded')}
        </h1>
        <p className={styles.text}>{t('messages.pageNotLoadedText')}</p>
        <Button onClick={() => window.location.reload()} disabled={recovering}>
          {t('messages.tryAgain')}
        </Button>
      </section>
    )
  }
  return (
    <section className={styles.page} aria-labelledby="route-error">
      <h1 id="route-error" className={styles.title}>
        {t('messages.somethingWentWrong')}
      </h1>
      <Link className={styles.action} to={paths.home.href()} reloadDocument>
        {t('notFound.home')}
      </Link>
    </section>
  )
}
