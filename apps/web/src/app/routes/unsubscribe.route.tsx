import { useParams } from 'react-router-dom'
import type { HeadFunction } from '#lib/page-head.ts'
import { UnsubscribePage } from '#features/matches/components/unsubscribe-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('unsubscribe.title', { ns: 'account' }),
  private: true,
  // Its state changes by the link itself (and a mail provider's one-click): a kept copy would say "on"
  // after the messages stopped.
  noStore: true,
})

/** /unsubscribe/{token}: the link at the end of every match message; no sign-in needed. */
export default function UnsubscribeRoute() {
  const { token = '' } = useParams()
  return <UnsubscribePage token={token} />
}
