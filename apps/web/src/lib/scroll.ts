import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Smooth unless the visitor asked for reduced motion. */
export function scrollToTop(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' })
}

/**
 * Brings the section a link names (`#buyers`) into view once it has rendered with its data: it may
 * arrive after the page, so the browser's own jump to it can miss it.
 */
export function useScrollToHash(id: string, ready: boolean): void {
  const { hash } = useLocation()
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' })
  }, [ready, hash, id])
}
