import type { Role } from '@raqam/api/schema'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { mayOpen } from '#lib/session/console-access.ts'
import { paths } from '#lib/paths.ts'
import page from '#styles/page.module.css'
import styles from './console-layout.module.css'

/**
 * The console's frame: its pages as tabs (links, the current one marked), Staff and Audit log for admins
 * only, and the page under them.
 */
export function ConsoleLayout({ role, children }: { role: Role; children: ReactNode }) {
  const { t } = useTranslation('moderation')
  const tabs = [
    { to: paths.moderation.href(), label: t('console.reports'), end: true },
    { to: paths.moderationVerifications.href(), label: t('console.verifications') },
    ...(mayOpen(role, 'admin')
      ? [
          { to: paths.adminStaff.href(), label: t('console.staff') },
          { to: paths.adminAuditLog.href(), label: t('console.auditLog') },
        ]
      : []),
  ]
  return (
    <div className={`${page.container} ${page.page}`}>
      <nav className={styles.tabs} aria-label={t('console.label')}>
        <p className={page.eyebrow} aria-hidden="true">
          {t('console.eyebrow')}
        </p>
        <ul className={styles.list}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className={styles.tab}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
