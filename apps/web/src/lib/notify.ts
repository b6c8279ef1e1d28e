import { errorMessage } from '@raqam/api/errors'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type Notify = {
  /** A success toast with a translated text. */
  success: (text: string) => void
  /** The generic error toast (SPEC §8): the server's first message, else the error text, else the fallback. */
  error: (error: unknown) => void
  /** A validation toast with a translated text, e.g. "All fields are mandatory". */
  invalid: (text: string) => void
}

/** Raises a toast once the toast library has loaded (lib/toaster.tsx loads it after hydration). */
function show(kind: 'success' | 'error', text: string): void {
  void import('sonner').then(({ toast }) => toast[kind](text))
}

/** Toasts in the page language. */
export function useNotify(): Notify {
  const { t } = useTranslation()
  const fallback = t('messages.SomethingError')
  return useMemo(
    () => ({
      success: (text) => show('success', text),
      error: (error) => show('error', errorMessage(error, fallback)),
      invalid: (text) => show('error', text),
    }),
    [fallback],
  )
}
