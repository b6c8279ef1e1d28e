import type { ReactNode } from 'react'
import page from '#styles/page.module.css'
import styles from './auth-card.module.css'

type AuthCardProps = { title: string; lead?: ReactNode; eyebrow?: string; children: ReactNode }

/** The frame of the sign-in, sign-up and password screens: a centred card under the page title. */
export function AuthCard({ title, lead, eyebrow, children }: AuthCardProps) {
  return (
    <div className={`${page.container} ${styles.wrap}`}>
      <section className={`${page.card} ${styles.card}`} aria-labelledby="auth-title">
        {eyebrow && <p className={page.eyebrow}>{eyebrow}</p>}
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  )
}
