import styles from './logo.module.css'

type LogoProps = {
  /** The accessible name, e.g. "Raqam home". */
  label: string
}

/** The Raqam wordmark: the Latin name beside the Arabic رقم, the same in both page directions. */
export function Logo({ label }: LogoProps) {
  return (
    <span className={styles.logo} role="img" aria-label={label}>
      <span className={styles.mark} aria-hidden="true">
        ر
      </span>
      <span className={styles.latin} aria-hidden="true">
        Raqam
      </span>
      <span className={styles.arabic} aria-hidden="true" lang="ar">
        رقم
      </span>
    </span>
  )
}
