import { customerDataExportPath } from '@raqam/api/customer.queries'
import { Button } from '@raqam/ui/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { env } from '#env.ts'
import page from '#styles/page.module.css'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'
import styles from './your-data.module.css'

/**
 * "Your data" on My Profile: a copy of everything Raqam holds about the customer, and deleting the
 * account. The copy is a plain link to the API (same origin: the browser sends the session cookie), so it
 * downloads before the page's script has loaded too.
 */
export function YourData() {
  const { t } = useTranslation('account')
  const [deleting, setDeleting] = useState(false)
  return (
    <section className={`${page.card} ${styles.yourData}`} aria-labelledby="your-data">
      <div className={styles.intro}>
        <h2 id="your-data" className={styles.title}>
          {t('yourData.heading')}
        </h2>
        <p className={styles.muted}>{t('yourData.lead')}</p>
      </div>
      <div className={styles.actions}>
        <div className={styles.action}>
          <a
            href={`${env.apiBaseUrl}${customerDataExportPath}`}
            download
            className={styles.download}
            aria-describedby="your-data-download"
          >
            {t('yourData.download')}
          </a>
          <p id="your-data-download" className={styles.muted}>
            {t('yourData.downloadHint')}
          </p>
        </div>
        <div className={styles.action}>
          <DeleteAccountDialog
            open={deleting}
            onOpenChange={setDeleting}
            trigger={
              <Button variant="danger" aria-describedby="your-data-delete">
                {t('yourData.delete')}
              </Button>
            }
          />
          <p id="your-data-delete" className={styles.muted}>
            {t('yourData.deleteHint')}
          </p>
        </div>
      </div>
    </section>
  )
}
