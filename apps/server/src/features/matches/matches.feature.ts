import { feature } from '#features/shared/feature.ts'
import { matchesContext, type MatchesNeeds } from './matches.context.ts'
import { matchHandlers } from './matches.handlers.ts'
import { wantedRequestHandlers } from './wanted-requests.handlers.ts'
import { ALERT_SWEEP_MS } from './match-alerts.ts'

/**
 * Matches (ADR 0021): listings that answer saved searches and wanted requests, the messages that tell of
 * them (`alerts`, told of every listing put on the market) and a customer's matches (`matches`).
 */
export const matches = feature('matches', (needs: MatchesNeeds) => {
  const ctx = matchesContext(needs)
  return {
    handlers: { ...matchHandlers(ctx), ...wantedRequestHandlers(ctx) },
    provides: { alerts: ctx.alerts, matches: ctx.matches },
    jobs: [
      {
        name: 'match message sweep',
        everyMs: needs.timing.alertSweepMs ?? ALERT_SWEEP_MS,
        run: () => ctx.alerts.sendDue(),
      },
    ],
    cachedAnswers: ['getProductMatches'],
  }
})
