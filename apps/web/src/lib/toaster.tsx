import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'
import { directionOf, isLanguage } from '#i18n/languages.ts'

/** SPEC §8/§9: rich colours, a close button, 4000 ms, at most 3 visible, 356 px wide, 14 px gap. */
export const toastSettings = { duration: 4000, visibleToasts: 3, gap: 14 } as const

/** The app's toaster, at the inline-end bottom corner of the page's direction. */
export function AppToaster() {
  const { t, i18n } = useTranslation()
  const dir = directionOf(isLanguage(i18n.language) ? i18n.language : 'en')
  return (
    <Toaster
      {...toastSettings}
      richColors
      closeButton
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={t('messages.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('messages.closeToast') }}
    />
  )
}
