import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { directionOf, isLanguage } from '#i18n/languages.ts'
import { onFirstAct } from './first-act.ts'

/** Toasts: rich colours, a close button, 4000 ms, at most 3 visible, 356 px wide, 14 px gap. */
const toastSettings = { duration: 4000, visibleToasts: 3, gap: 14 } as const

// The toast library is no part of a page's load: a toast answers something the visitor did, so its
// file loads when they first act (lib/first-act.ts), or with the first toast (lib/notify.ts).
// Sonner shows the toaster any toast raised before it mounted, and mounted first, its live region is
// in the page before anything is announced in it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

let wanted = false
const listeners = new Set<() => void>()

/** Mounts the toaster from now on (a toast is on its way, or the visitor has begun to act). */
export function wantToaster(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The app's toaster, at the inline-end bottom corner of the page's direction; in the browser only, once wanted. */
export function AppToaster() {
  const { t, i18n } = useTranslation()
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  useEffect(() => (shown ? undefined : onFirstAct(wantToaster)), [shown])
  const dir = directionOf(isLanguage(i18n.language) ? i18n.language : 'en')
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        {...toastSettings}
        richColors
        closeButton
        dir={dir}
        position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
        containerAriaLabel={t('messages.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('messages.closeToast') }}
      />
    </Suspense>
  )
}
