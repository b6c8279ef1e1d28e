import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ConsoleAccess } from '#lib/session/console-access.ts'
import { StatusPage } from '#components/status-page/status-page.tsx'
import { paths } from '#lib/paths.ts'
import styles from '#styles/status-page.module.css'

/**
 * What a signed-in customer sees on a console page (the server answers it 403), and a moderator on an
 * administrators' page: whose page it is and the way back.
 */
export function ForbiddenPage({ access }: { access: ConsoleAccess }) {
  const { t } = useTranslation('moderation')
  const forModerators = access === 'moderator'
  return (
    <StatusPage
      code={403}
      id="forbidden"
      title={t(forModerators ? 'forbidden.moderatorTitle' : 'forbidden.adminTitle')}
      actions={
        <Link className={styles.action} to={forModerators ? paths.home.href() : paths.moderation.href()}>
          {t(forModerators ? 'forbidden.home' : 'forbidden.console')}
        </Link>
      }
    >
      <p className={styles.text}>{t(forModerators ? 'forbidden.moderatorText' : 'forbidden.adminText')}</p>
    </StatusPage>
  )
}
