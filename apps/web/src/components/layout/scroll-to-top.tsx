import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToTop } from '#lib/scroll.ts'

/**
 * SPEC §1: the page scrolls smoothly to the top on every path change (not on query changes), unless
 * the link names a place on the new page (`#buyers`): its section scrolls itself into view.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) scrollToTop()
  }, [pathname, hash])
  return null
}
