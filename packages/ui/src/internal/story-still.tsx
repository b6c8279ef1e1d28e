import type { CSSProperties, ReactNode } from 'react'

/**
 * Pauses the skeletons' shine inside it. Screenshots cancel running animations at the last moment,
 * which repaints part of the page and can shift anti-aliasing by one colour unit (see
 * story-repaint.ts); a paused shine never repaints.
 */
export function Still({ children }: { children: ReactNode }) {
  return <div style={{ '--skeleton-play-state': 'paused' } as CSSProperties}>{children}</div>
}
