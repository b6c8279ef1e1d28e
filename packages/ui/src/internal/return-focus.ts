import { useRef } from 'react'

/**
 * Focus back to what opened a Radix dialog when it closes. Radix returns focus to its own Trigger; a
 * dialog or sheet opened by the app's own button needs this (spread onto `RadixDialog.Content`).
 * With `hasTrigger`, Radix's own return is kept.
 */
export function useReturnFocus(hasTrigger = false) {
  const openedFrom = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger || !openedFrom.current?.isConnected) return
      event.preventDefault()
      openedFrom.current.focus()
    },
  }
}
