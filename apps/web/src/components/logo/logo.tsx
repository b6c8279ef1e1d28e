import { brandNameArabic } from './brand-name.ts'
import styles from './logo.module.css'
import '#styles/arabic-names.css'

type LogoProps = {
  /** The accessible name, e.g. "Raqam home". */
  label: string
}

/** The Raqam wordmark: the Latin name beside the Arabic one, the same in both page directions. */
export function Logo({ label }: LogoProps) {
  return (
    <span className={styles.logo} role="img" aria-label={label}>
      <span className={styles.mark} aria-hidden="true">
        {brandNameArabic[0]}
      </span>
      <span className={styles.latin} aria-hidden="true">
        Raqam
      </span>
      <span className={styles.arabic} aria-hidden="true" lang="ar">
        {brandNameArabic}
      </span>
    </span>
  )
}
