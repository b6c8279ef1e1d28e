import 'i18next'
import type api from '@raqam/api/texts/en.json'
import type account from './locales/en/account.json'
import type auth from './locales/en/auth.json'
import type common from './locales/en/common.json'
import type costs from './locales/en/costs.json'
import type details from './locales/en/details.json'
import type guide from './locales/en/guide.json'
import type home from './locales/en/home.json'
import type info from './locales/en/info.json'
import type moderation from './locales/en/moderation.json'
import type sales from './locales/en/sales.json'
import type shop from './locales/en/shop.json'
import type statistics from './locales/en/statistics.json'
import type trust from './locales/en/trust.json'
import type { VocabularyTexts } from './vocabulary.ts'

/** Keys are typed from the English files (the source of truth); i18n.test.ts keeps Arabic in step. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common & VocabularyTexts
      home: typeof home
      shop: typeof shop
      details: typeof details
      auth: typeof auth
      account: typeof account
      info: typeof info
      moderation: typeof moderation
      trust: typeof trust
      statistics: typeof statistics
      sales: typeof sales
      guide: typeof guide
      costs: typeof costs
      api: typeof api
    }
  }
}
