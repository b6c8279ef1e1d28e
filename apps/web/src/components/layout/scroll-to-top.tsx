import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToTop } from '#lib/scroll.ts'

/** SPEC §1: the page scrolls smoothly to the top on every path change (not on query changes). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    scrollToTop()
  }, [pathname])
  return null
}
