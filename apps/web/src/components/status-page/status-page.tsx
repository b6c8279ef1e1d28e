import type { ReactNode } from 'react'
import styles from '#styles/status-page.module.css'

/**
 * A page that says where the visitor stands instead of what they asked for (not found, refused, a
 * failure): its status code, a heading, what happened (`children`, in `styles.text` paragraphs) and the
 * ways on (`actions`, links in `styles.action` and `styles.secondary`).
 */
export function StatusPage({
  code,
  id,
  title,
  children,
  actions,
}: {
  code: number
  /** The heading's id, which names the section. */
  id: string
  title: string
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <section className={styles.page} aria-labelledby={id}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  )
}
