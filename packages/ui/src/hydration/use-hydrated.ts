import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False on the server and in the render that hydrates its markup (so both are the same), true from
 * the render after: the page's script is running. A control that only works without script (a form's
 * submit button whose fields apply as they change) shows while this is false.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
