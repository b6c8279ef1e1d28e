import { useTranslation } from 'react-i18next'
import { StatusPage } from '#components/status-page/status-page.tsx'
import { paths } from '#lib/paths.ts'
import type { PageHead } from '#lib/page-head.ts'
import type { i18n as I18n } from 'i18next'
import styles from '#styles/status-page.module.css'

/** The head of the page a server failure answers: never indexed, never kept. */
export function serverFailureHead(i18n: I18n): PageHead {
  return { title: i18n.t('serverFailure.title'), private: true, noStore: true }
}

/**
 * What a visitor sees when the server could not draw their page (it answers 500): what happened, the
 * request's id to quote, and ways on. Plain links: the page carries no script.
 */
export function ServerFailure({ requestId, retryHref }: { requestId: string; retryHref: string }) {
  const { t } = useTranslation()
  return (
    <StatusPage
      code={500}
      id="server-failure"
      title={t('serverFailure.title')}
      actions={
        <>
          <a className={styles.action} href={retryHref}>
            {t('serverFailure.retry')}
          </a>
          <a className={styles.secondary} href={paths.home.href()}>
            {t('notFound.home')}
          </a>
        </>
      }
    >
      <p className={styles.text}>{t('serverFailure.text')}</p>
      <p className={styles.text}>
        {t('serverFailure.reference')}:{' '}
        <code className={styles.reference} dir="ltr" translate="no">
          {requestId}
        </code>
      </p>
    </StatusPage>
  )
}
