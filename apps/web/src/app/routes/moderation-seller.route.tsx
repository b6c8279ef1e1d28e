import { useParams } from 'react-router-dom'
import { SellerHistoryPage } from '#features/moderation/components/seller-history-page.tsx'
import { consoleHead } from '#features/moderation/console-head.ts'

export const head = consoleHead(({ i18n }) => i18n.t('seller.headTitle', { ns: 'moderation' }))

/** /moderation/sellers/:id: one seller's history, with Suspend, Reinstate and Restore. */
export default function ModerationSellerRoute() {
  const { id = '' } = useParams()
  return <SellerHistoryPage key={id} sellerId={id} />
}
