/** Smooth unless the visitor asked for reduced motion. */
export function scrollToTop(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' })
}
