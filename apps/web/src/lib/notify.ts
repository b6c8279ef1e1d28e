import { errorMessage } from '@raqam/api/errors'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { apiWords } from './api-words.ts'
import { wantToaster } from './toaster.tsx'

export type Notify = {
  /** A success toast with a translated text. */
  success: (text: string) => void
  /** The error toast, from the contract's catalogue by code, in the page language. */
  error: (error: unknown) => void
  /** A validation toast with a translated text, e.g. "All fields are mandatory". */
  invalid: (text: string) => void
}

/** Raises a toast once the toast library has loaded, and mounts the toaster that shows it (lib/toaster.tsx). */
function show(kind: 'success' | 'error', text: string): void {
  wantToaster()
  void import('sonner').then(({ toast }) => toast[kind](text))
}

/** Toasts in the page language. */
export function useNotify(): Notify {
  const { t, i18n } = useTranslation()
  const fallback = t('messages.somethingWentWrong')
  return useMemo(
    () => ({
      success: (text) => show('success', text),
      error: (error) => {
        void apiWords(i18n).then(
          (words) => show('error', words ? errorMessage(error, words) : fallback),
          () => show('error', fallback),
        )
      },
      invalid: (text) => show('error', text),
    }),
    [fallback, i18n],
  )
}

/**
 * The words of a failed call (by its code, from the contract's catalogue) in the page language, for a form
 * that says them under itself instead of in a toast; the catalogue loads on first use.
 */
export function useErrorText(): (error: unknown) => Promise<string> {
  const { t, i18n } = useTranslation()
  const fallback = t('messages.somethingWentWrong')
  return useMemo(
    () => (error: unknown) =>
      apiWords(i18n).then(
        (words) => (words ? errorMessage(error, words) : fallback),
        () => fallback,
      ),
    [fallback, i18n],
  )
}
