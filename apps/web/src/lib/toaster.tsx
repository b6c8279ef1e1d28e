import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '@raqam/ui/use-hydrated'
import { directionOf, isLanguage } from '#i18n/languages.ts'

/** Toasts: rich colours, a close button, 4000 ms, at most 3 visible, 356 px wide, 14 px gap. */
const toastSettings = { duration: 4000, visibleToasts: 3, gap: 14 } as const

// The toast library is no part of a first paint: its file loads once the page has hydrated (or with
// the first toast, lib/notify.ts), and sonner shows the toaster any toast raised before it mounted.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The app's toaster, at the inline-end bottom corner of the page's direction; in the browser only, after hydration. */
export function AppToaster() {
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const dir = directionOf(isLanguage(i18n.language) ? i18n.language : 'en')
  if (!hydrated) return null
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
