import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToTop } from '#lib/scroll.ts'

/**
 * The page scrolls smoothly to the top on every path change (not on query changes), unless
 * the link names a place on the new page (`#buyers`): its section scrolls itself into view. Not when
 * the page first comes alive: the server's page was on screen before, and a visitor may already have
 * scrolled it (or the browser restored where they were).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const shown = useRef({ pathname, hash })
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.hash === hash) return
    shown.current = { pathname, hash }
    if (!hash) scrollToTop()
  }, [pathname, hash])
  return null
}
