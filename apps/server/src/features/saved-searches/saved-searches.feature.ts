import { feature } from '#features/shared/feature.ts'
import { savedSearchesContext, type SavedSearchesNeeds } from './saved-searches.context.ts'
import { savedSearchHandlers } from './saved-searches.handlers.ts'
import { unsubscribeLinkHandlers } from './unsubscribe-links.handlers.ts'

/** Saved searches, and the one-click links that stop their messages (and wanted requests'). */
export const savedSearches = feature('saved searches', (needs: SavedSearchesNeeds) => {
  const ctx = savedSearchesContext(needs)
  return { handlers: { ...savedSearchHandlers(ctx), ...unsubscribeLinkHandlers(ctx) } }
})
