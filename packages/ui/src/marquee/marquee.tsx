import type { ReactNode } from 'react'
import { PauseIcon, PlayIcon } from '#internal/icons.tsx'
import styles from './marquee.module.css'

export type MarqueeProps = {
  /** The strip's items, each an `<li>`: drawn twice, the second copy hidden from assistive technology. */
  children: ReactNode
  /** The name of the control that stops the strip, e.g. "Stop the logos moving". */
  stopLabel: string
}

/**
 * A strip of items moving endlessly across its box (right to left in rtl), with a control that stops it:
 * anything that moves for more than five seconds beside other content must let a visitor stop it, and a
 * phone has no hover. The control is a checkbox read by CSS, so it works before the page's script has
 * run, or without it. Still, and without the control, under reduced motion.
 */
export function Marquee({ children, stopLabel }: MarqueeProps) {
  return (
    <div className={styles.marquee}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list}>{children}</ul>
          {/* Moving by one copy's width brings this one exactly where the first started. */}
          <ul className={styles.list} aria-hidden="true" inert>
            {children}
          </ul>
        </div>
      </div>
      <label className={styles.stop}>
        <input type="checkbox" className={styles.stopInput} aria-label={stopLabel} />
        <PauseIcon className={styles.whenMoving} />
        <PlayIcon className={styles.whenStill} />
      </label>
    </div>
  )
}
