import type { Platform } from '#features/shared/feature.ts'
import { savedSearchesRepository } from './saved-searches.repository.ts'
import { unsubscribeLinksRepository } from './unsubscribe-links.repository.ts'

export type SavedSearchesNeeds = Pick<Platform, 'db' | 'now' | 'publicUrl'>

export function savedSearchesContext(needs: SavedSearchesNeeds) {
  return {
    ...needs,
    savedSearches: savedSearchesRepository(needs.db),
    /** The unsubscribe links of saved searches and wanted requests. */
    unsubscribeLinks: unsubscribeLinksRepository(needs.db),
  }
}

export type SavedSearchesContext = ReturnType<typeof savedSearchesContext>
