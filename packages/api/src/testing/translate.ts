import i18next from 'i18next'
import { apiMessagesI18nOptions } from '#texts/catalogue.ts'
import { API_MESSAGES_NAMESPACE, type Translate } from '#texts/texts.ts'
import type { Language } from '#schema.ts'

/** A real i18next `t` over the catalogue, as the server and the storefront use it. */
export function translator(language: Language): Translate {
  const instance = i18next.createInstance()
  void instance.init({ ...apiMessagesI18nOptions, ns: [...apiMessagesI18nOptions.ns], lng: language })
  return instance.getFixedT(language, API_MESSAGES_NAMESPACE) as unknown as Translate
}
