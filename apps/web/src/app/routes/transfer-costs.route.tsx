import type { HeadFunction } from '#lib/page-head.ts'
import { TransferCostsPage } from '#features/transfer-costs/components/transfer-costs-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('page.title', { ns: 'costs' }),
  description: i18n.t('page.lead', { ns: 'costs' }),
})

/** /transfer-costs: what the authorities charge for a plate's or a number's transfer, and who pays it. */
export default function TransferCostsRoute() {
  return <TransferCostsPage />
}
