import type { ApiClient } from '#client.ts'
import type { ListingInteraction } from '#schema.ts'

/**
 * Tells the server that a listing's page was shown or its WhatsApp button tapped, for its seller's
 * statistics. Nobody waits for it and nothing depends on it: `keepalive` lets the request finish
 * while the visitor goes on to WhatsApp or another page, and a failure is of no interest to them.
 */
export function recordInteraction(api: ApiClient, listingId: string, kind: ListingInteraction['kind']): void {
  api
    .POST('/product/{id}/interactions', { params: { path: { id: listingId } }, body: { kind }, keepalive: true })
    .catch(() => undefined)
}
