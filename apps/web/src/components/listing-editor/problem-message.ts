import { MAX_PRICE } from '@raqam/listing-rules/limits'
import { mobilePrefixes } from '@raqam/listing-rules/numbers'
import { isolate } from '@raqam/text/numbers-in-text'
import { formatPrice } from '@raqam/text/prices'
import type { i18n as I18n } from 'i18next'
import { localeOf, type Language } from '#i18n/languages.ts'
import type { FieldProblem } from './listing-problems.ts'

/**
 * The sentence for a field problem in `language`. Codes and prefixes are isolated left-to-right so an
 * Arabic sentence keeps "AA" and "050, 052…" in reading order; the highest price is MAX_PRICE, written
 * as every price is.
 */
export function problemMessage(i18n: I18n, language: Language, problem: FieldProblem): string {
  const t = i18n.getFixedT(language, 'account')
  const tc = i18n.getFixedT(language, 'common')
  switch (problem.key) {
    case 'codeNotInCity':
      return t('dialog.errors.codeNotInCity', {
        city: problem.params ? tc(`cities.${problem.params.city}`) : '',
        code: isolate(problem.params?.code ?? ''),
      })
    case 'mobilePrefix': {
      const list = new Intl.ListFormat(localeOf(language), { type: 'disjunction' })
      return t('dialog.errors.mobilePrefix', { prefixes: list.format(mobilePrefixes.map(isolate)) })
    }
    case 'priceTooHigh':
    case 'budgetTooHigh':
      return t(`dialog.errors.${problem.key}`, { max: formatPrice(MAX_PRICE, language) })
    default:
      return t(`dialog.errors.${problem.key}`)
  }
}
