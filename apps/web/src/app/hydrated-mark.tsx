import { useEffect } from 'react'

/**
 * Sets `<html data-hydrated>` once React has taken the page over (an effect: it never runs on the
 * server). The end-to-end journeys wait for it before they press anything, as a tap on a page that
 * is not yet listening does nothing. Rendered by App on the server too, so both trees (and the ids
 * React derives from their shape) stay the same.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
