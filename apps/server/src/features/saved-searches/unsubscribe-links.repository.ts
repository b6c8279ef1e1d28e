import { and, eq, isNull } from 'drizzle-orm'
import type { components } from '@raqam/api/schema'
import type { Db } from '#db/handle.ts'
import { matches, savedSearches } from '#db/schema.ts'

/** A saved search as its unsubscribe link shows it. */
type LinkState = components['schemas']['UnsubscribeState']['data']

const linkStateColumns = { name: savedSearches.name, wantedId: savedSearches.wantedId, alerts: savedSearches.alerts }

const toLinkState = (row: { name: string; wantedId: string | null; alerts: boolean }): LinkState => ({
  name: row.name,
  wanted: row.wantedId !== null,
  alerts: row.alerts,
})

/** The state of an unsubscribe link's token (in `db` or a transaction); null for an unknown token. */
async function linkStateOf(db: Db, token: string): Promise<LinkState | null> {
  const [row] = await db.select(linkStateColumns).from(savedSearches).where(eq(savedSearches.unsubscribeToken, token))
  return row ? toLinkState(row) : null
}

/** The unsubscribe link of every saved search (and wanted request), by its token (ADR 0021). */
export function unsubscribeLinksRepository(db: Db) {
  return {
    /** The saved search of an unsubscribe link's token and whether its messages are on; null for an unknown token. */
    async linkState(token: string): Promise<LinkState | null> {
      return linkStateOf(db, token)
    },

    /** Stops a saved search's messages by its link's token (idempotent); null for an unknown token. */
    async unsubscribe(token: string): Promise<LinkState | null> {
      const [row] = await db
        .update(savedSearches)
        .set({ alerts: false })
        .where(eq(savedSearches.unsubscribeToken, token))
        .returning(linkStateColumns)
      return row ? toLinkState(row) : null
    },

    /**
     * Starts a saved search's messages again by its link's token (idempotent); null for an unknown token.
     * The matches recorded while they were off are marked told: the customer asked not to hear of
     * those, and they are on the matches page, so turning messages on after a month does not send a
     * month of matches at once. A search whose messages were on keeps its waiting matches.
     */
    async resubscribe(token: string, now: Date): Promise<LinkState | null> {
      return db.transaction(async (tx) => {
        const [turnedOn] = await tx
          .update(savedSearches)
          .set({ alerts: true })
          .where(and(eq(savedSearches.unsubscribeToken, token), eq(savedSearches.alerts, false)))
          .returning({ id: savedSearches.id })
        if (turnedOn) {
          await tx
            .update(matches)
            .set({ messagedAt: now })
            .where(and(eq(matches.savedSearchId, turnedOn.id), isNull(matches.messagedAt)))
        }
        return linkStateOf(tx, token)
      })
    },
  }
}
