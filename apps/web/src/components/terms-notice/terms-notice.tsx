import { customerMutations } from '@raqam/api/customer.mutations'
import { currentTermsVersion, legalVersions } from '@raqam/legal/versions'
import { formatDay } from '@raqam/text/dates'
import { isolate } from '@raqam/text/numbers-in-text'
import { Button } from '@raqam/ui/button'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useApi } from '#lib/api.tsx'
import { useNotify } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'
import { useSession } from '#lib/session/use-session.ts'
import { useLanguage } from '#lib/use-language.ts'
import styles from './terms-notice.module.css'

/**
 * A signed-in customer who has not accepted the Terms of Use now in force (a new version, or an account
 * older than versions) is told so at the top of every page, with a link to read them and a button that
 * accepts them. It never blocks the page. Once accepted, the profile the server answers (with the new
 * version) replaces the cached one and the notice is gone for good. Visitors and customers on the current
 * version never see it.
 */
export function TermsNotice() {
  const { t } = useTranslation()
  const { language } = useLanguage()
  const { userData, signedIn } = useSession()
  const api = useApi()
  const notify = useNotify()
  const accept = useMutation(customerMutations.acceptTerms(api))

  if (!signedIn || !userData || userData.termsVersion === currentTermsVersion) return null

  const onAccept = () =>
    accept.mutate(
      { version: currentTermsVersion },
      {
        onSuccess: () => {
          notify.success(t('termsNotice.accepted'))
          // The button that had the focus is gone with the notice: the page takes it, where it was.
          document.getElementById('main')?.focus({ preventScroll: true })
        },
        onError: (error) => notify.error(error),
      },
    )

  return (
    <section className={styles.notice} aria-labelledby="terms-notice-title" data-slot="terms-notice">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="terms-notice-title" className={styles.title}>
            {t('termsNotice.title')}
          </h2>
          <p>
            {t('termsNotice.text', {
              version: isolate(currentTermsVersion),
              date: formatDay(legalVersions.terms.date, language),
            })}
          </p>
        </div>
        <div className={styles.actions}>
          <Link to={paths.terms.href()} className={styles.read}>
            {t('termsNotice.read')}
          </Link>
          <Button size="sm" busy={accept.isPending} busyLabel={t('termsNotice.accepting')} onClick={onAccept}>
            {t('termsNotice.accept')}
          </Button>
        </div>
      </div>
    </section>
  )
}
