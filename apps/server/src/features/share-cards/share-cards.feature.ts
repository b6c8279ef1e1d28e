import { feature } from '#features/shared/feature.ts'
import type { ShareCardsContext } from './share-cards.context.ts'
import { shareCardHandlers } from './share-cards.handlers.ts'

/** The listings' share cards (PNG) that link previews show. */
export const shareCards = feature('share cards', (needs: ShareCardsContext) => ({ handlers: shareCardHandlers(needs) }))
