import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { HeadFunction } from '#lib/page-head.ts'
import { StatusPage } from '#components/status-page/status-page.tsx'
import { paths } from '#lib/paths.ts'
import styles from '#styles/status-page.module.css'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('notFound.title'),
  description: i18n.t('notFound.text'),
  private: true,
})

/** Any path outside the route table. */
export default function NotFoundRoute() {
  const { t } = useTranslation()
  return (
    <StatusPage
      code={404}
      id="not-found"
      title={t('notFound.title')}
      actions={
        <>
          <Link className={styles.action} to={paths.home.href()}>
            {t('notFound.home')}
          </Link>
          <Link className={styles.secondary} to={paths.shop.href()}>
            {t('notFound.shop')}
          </Link>
        </>
      }
    >
      <p className={styles.text}>{t('notFound.text')}</p>
    </StatusPage>
  )
}
