import { notFound } from '#http/errors.ts'
import type { Handlers } from '#http/handler-types.ts'
import type { SavedSearchesContext } from './saved-searches.context.ts'

/** The unsubscribe link of a saved search's (or a wanted request's) messages, by its token (ADR 0021). */
export function unsubscribeLinkHandlers(
  ctx: SavedSearchesContext,
): Pick<
  Handlers,
  'unsubscribeSavedSearch' | 'unsubscribeSavedSearchOneClick' | 'getUnsubscribeState' | 'resubscribeSavedSearch'
> {
  return {
    async unsubscribeSavedSearch(request) {
      return linkAnswer(await ctx.unsubscribeLinks.unsubscribe(request.body.token))
    },

    // RFC 8058: a mail provider posts `List-Unsubscribe=One-Click` (checked by the contract's schema)
    // from its own servers. No session is asked for and the cross-site write check lets it through
    // (the contract says `security: []`): the token is the capability, and stopping is idempotent and
    // undone from the storefront's page.
    async unsubscribeSavedSearchOneClick(request) {
      return linkAnswer(await ctx.unsubscribeLinks.unsubscribe(request.params.token))
    },

    // Changes nothing: mail scanners open the link too.
    async getUnsubscribeState(request) {
      return linkAnswer(await ctx.unsubscribeLinks.linkState(request.params.token))
    },

    async resubscribeSavedSearch(request) {
      return linkAnswer(await ctx.unsubscribeLinks.resubscribe(request.body.token, ctx.now()))
    },
  }
}

/** The answer of every operation of an unsubscribe link; an unknown token is a 404. */
function linkAnswer<State>(state: State | null): { data: State } {
  if (state === null) throw notFound('unsubscribeLinkUnknown')
  return { data: state }
}
