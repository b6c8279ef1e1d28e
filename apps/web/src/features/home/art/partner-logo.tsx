import styles from './partner-logo.module.css'

/** Marks of the partner strip: fictional partners, drawn by us as a shape and a wordmark. */
export type PartnerMark = 'falcon' | 'pearl' | 'dune' | 'marina' | 'oasis' | 'gulfgate' | 'souq'

const shapes: Record<PartnerMark, string> = {
  falcon: 'M8 30l14-18 6 8 10-4-8 14z',
  pearl: 'M22 8a12 12 0 1 1 0 24 12 12 0 1 1 0-24zm0 6a6 6 0 1 0 0 12 6 6 0 1 0 0-12z',
  dune: 'M4 32c8-14 16-20 24-12s8 12 12 12z',
  marina: 'M10 10h8v22h-8zM22 14h8v18h-8zM34 20h6v12h-6z',
  oasis: 'M22 32V16M22 16c-6-8-14-6-16-2 6-2 10 0 16 2zm0 0c6-8 14-6 16-2-6-2-10 0-16 2z',
  gulfgate: 'M8 32V14l14-8 14 8v18h-8V18h-12v14z',
  souq: 'M6 18l16-10 16 10zM10 20h24v12H10z',
}

export function PartnerLogo({ mark, name }: { mark: PartnerMark; name: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 44 40" aria-hidden="true" focusable="false">
        <path d={shapes[mark]} />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  )
}
