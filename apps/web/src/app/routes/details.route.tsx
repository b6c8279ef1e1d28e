import { useMatches, useParams } from 'react-router-dom'
import type { HeadFunction } from '#lib/page-head.ts'
import type { DetailsHandle } from '#app/router.tsx'
import { DetailsPage } from '#features/details/components/details-page.tsx'
import { listingHead } from '#features/details/listing-head.ts'

function isDetailsHandle(handle: unknown): handle is DetailsHandle {
  return typeof handle === 'object' && handle !== null && 'category' in handle
}

export const head: HeadFunction = (input) =>
  isDetailsHandle(input.handle) ? listingHead(input, input.handle.category) : { title: '' }

/** /details/car/{id}, /details/motorcycle/{id}, /details/mobile/{id}. */
export default function DetailsRoute() {
  const { id = '' } = useParams()
  const handle = useMatches().findLast((match) => isDetailsHandle(match.handle))?.handle as DetailsHandle
  return <DetailsPage key={id} category={handle.category} id={id} />
}
