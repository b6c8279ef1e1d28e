import { priceGuideQueries } from '@raqam/api/price-guide.queries'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useApi } from '#lib/api.tsx'
import { guideQueryOf, type GuideNumber } from './guide-query.ts'
import { useDebouncedValue } from './use-debounced-value.ts'
import { NumberPriceGuide } from './number-price-guide.tsx'

/** How long the number must rest before it is asked about: a pause in typing, not every key. */
const GUIDE_TYPING_PAUSE_MS = 350

/**
 * The guide of the number a seller is typing in the publish dialog: asked once the number has a
 * shape the API accepts and typing pauses; the previous answer stays (marked busy) while the next one
 * loads. Nothing is shown before the first answer, nor while the number has no such shape.
 */
export function LivePriceGuide({ subject, className }: { subject: GuideNumber; className?: string }) {
  const api = useApi()
  const typed = guideQueryOf(subject)
  const query = useDebouncedValue(typed, JSON.stringify(typed), GUIDE_TYPING_PAUSE_MS)
  const guide = useQuery({
    ...priceGuideQueries.guide(api, query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  })
  if (!typed || !query || !guide.data) return null
  const busy = guide.isPlaceholderData || JSON.stringify(query) !== JSON.stringify(typed)
  return <NumberPriceGuide guide={guide.data} busy={busy} headingLevel={3} className={className} />
}
