import { OutlinedWord } from '#components/outlined-word/outlined-word.tsx'
import { wordmarkOutlines } from '#components/outlined-word/generated/frame-outlines.ts'
import styles from './logo.module.css'

type LogoProps = {
  /** The accessible name, e.g. "Raqam home". */
  label: string
}

/**
 * The Raqam wordmark: the Latin name beside the Arabic one, the same in both page directions. Drawn
 * from outlines, so no page fetches a face for it (ADR 0037).
 */
export function Logo({ label }: LogoProps) {
  return (
    <span className={styles.logo} role="img" aria-label={label}>
      <span className={styles.mark}>
        <OutlinedWord outline={wordmarkOutlines.letter} />
      </span>
      <OutlinedWord outline={wordmarkOutlines.latin} />
      <OutlinedWord outline={wordmarkOutlines.arabic} className={styles.arabic} />
    </span>
  )
}
