import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteError } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import styles from './info-page.module.css'

/** A screen that threw: the error goes to the console only (SPEC §8), the visitor gets a way on. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className={styles.page} aria-labelledby="route-error">
      <h1 id="route-error" className={styles.title}>
        {t('messages.SomethingError')}
      </h1>
      <Link className={styles.action} to={paths.home.href()} reloadDocument>
        {t('notFound.home')}
      </Link>
    </section>
  )
}
