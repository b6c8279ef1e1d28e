import i18next from 'i18next'
import { API_MESSAGES_NAMESPACE, apiMessages, type Translate } from '#messages/messages.ts'
import type { Language } from '#schema.ts'

/** A real i18next `t` over the catalogue, as the server and the storefront use it. */
export function translator(language: Language): Translate {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: [API_MESSAGES_NAMESPACE],
    defaultNS: API_MESSAGES_NAMESPACE,
    resources: { en: { [API_MESSAGES_NAMESPACE]: apiMessages.en }, ar: { [API_MESSAGES_NAMESPACE]: apiMessages.ar } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance.getFixedT(language, API_MESSAGES_NAMESPACE) as unknown as Translate
}
