import { errorMessage } from '@raqam/api/errors'
import { API_MESSAGES_NAMESPACE, type Translate } from '@raqam/api/messages'
import type { i18n as I18n } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type Notify = {
  /** A success toast with a translated text. */
  success: (text: string) => void
  /** The error toast, from the contract's catalogue by code, in the page language. */
  error: (error: unknown) => void
  /** A validation toast with a translated text, e.g. "All fields are mandatory". */
  invalid: (text: string) => void
}

/** Raises a toast once the toast library has loaded (lib/toaster.tsx loads it after hydration). */
function show(kind: 'success' | 'error', text: string): void {
  void import('sonner').then(({ toast }) => toast[kind](text))
}

/**
 * The contract's catalogue in the page language, loaded on first use (pages do not carry it). Null
 * when it could not load (offline before it ever did): the caller falls back to a text of `common`.
 */
async function apiWords(i18n: I18n): Promise<Translate | null> {
  await i18n.loadNamespaces(API_MESSAGES_NAMESPACE)
  if (!i18n.hasLoadedNamespace(API_MESSAGES_NAMESPACE)) return null
  return i18n.getFixedT(i18n.language, API_MESSAGES_NAMESPACE) as unknown as Translate
}

/** Toasts in the page language. */
export function useNotify(): Notify {
  const { t, i18n } = useTranslation()
  const fallback = t('messages.SomethingError')
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
