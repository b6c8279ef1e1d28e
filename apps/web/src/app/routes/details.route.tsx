import { useMatches, useParams } from 'react-router-dom'
import type { DetailsHandle } from '#app/router.tsx'
import { DetailsPage } from '#features/details/components/details-page.tsx'

function isDetailsHandle(handle: unknown): handle is DetailsHandle {
  return typeof handle === 'object' && handle !== null && 'category' in handle
}

/** /details/car/{id}, /details/motorcycle/{id}, /details/mobile/{id}. */
export default function DetailsRoute() {
  const { id = '' } = useParams()
  const handle = useMatches().findLast((match) => isDetailsHandle(match.handle))?.handle as DetailsHandle
  return <DetailsPage key={id} category={handle.category} id={id} />
}
