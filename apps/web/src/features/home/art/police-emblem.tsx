import styles from './police-emblem.module.css'

/**
 * The useful links' pictures: a shield of our own drawing with the body's short name. Official
 * emblems are never copied: marks are simple shapes and set text, as on the plates.
 */
export function PoliceEmblem({ initials, tone }: { initials: string; tone: 'navy' | 'gold' | 'green' | 'red' }) {
  return (
    <svg className={styles.emblem} data-tone={tone} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect className={styles.backdrop} width="120" height="96" rx="12" />
      <path className={styles.shield} d="M60 12l30 10v22c0 20-13 33-30 40-17-7-30-20-30-40V22z" />
      <path className={styles.rim} d="M60 19l24 8v17c0 16-10 27-24 33-14-6-24-17-24-33V27z" />
      <text className={styles.initials} x="60" y="56" textAnchor="middle">
        {initials}
      </text>
    </svg>
  )
}
