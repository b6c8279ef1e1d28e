import type { HeadFunction } from '#lib/page-head.ts'
import { MatchesPage } from '#features/matches/components/matches-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({ title: i18n.t('matches.title', { ns: 'account' }), private: true })

/** /matches: the listings that matched the customer's saved searches (the guard made sure of a customer). */
export default function MatchesRoute() {
  return <MatchesPage />
}
