import { errorMessage } from '@raqam/api/errors'
import { API_MESSAGES_NAMESPACE, type Translate } from '@raqam/api/texts'
import type { i18n as I18n } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The contract's catalogue in the page language, loaded on first use (pages do not carry it). Null
 * when it could not load (offline before it ever did): the caller falls back to a text of `common`.
 */
export async function apiWords(i18n: I18n): Promise<Translate | null> {
  await i18n.loadNamespaces(API_MESSAGES_NAMESPACE)
  if (!i18n.hasLoadedNamespace(API_MESSAGES_NAMESPACE)) return null
  return i18n.getFixedT(i18n.language, API_MESSAGES_NAMESPACE) as unknown as Translate
}

/**
 * The words of an API error in the page language, as the toasts say it, for a form that shows a refusal
 * under the input it concerns rather than in a toast.
 */
export function useErrorText(): (error: unknown) => Promise<string> {
  const { t, i18n } = useTranslation()
  const fallback = t('messages.somethingWentWrong')
  return useCallback(
    (error: unknown) =>
      apiWords(i18n).then(
        (words) => (words ? errorMessage(error, words) : fallback),
        () => fallback,
      ),
    [fallback, i18n],
  )
}
