import { newToken } from '#auth/tokens.ts'
import type { Platform } from '#features/shared/feature.ts'
import { matchAlerts } from './match-alerts.ts'
import { matchCandidatesRepository } from './match-candidates.repository.ts'
import { matchesRepository } from './matches.repository.ts'
import { wantedRequestsRepository } from './wanted-requests.repository.ts'

export type MatchesNeeds = Pick<Platform, 'db' | 'now' | 'messages' | 'log' | 'timing'>

export function matchesContext(needs: MatchesNeeds) {
  const { db } = needs
  const wantedRequests = wantedRequestsRepository(db)
  return {
    ...needs,
    matches: matchesRepository(db),
    wantedRequests,
    alerts: matchAlerts({
      db,
      candidates: matchCandidatesRepository(db),
      wantedRequests,
      newToken,
      messages: needs.messages,
      now: needs.now,
      log: needs.log,
    }),
  }
}

export type MatchesContext = ReturnType<typeof matchesContext>
