import { useMatches } from 'react-router-dom'
import type { HeadFunction } from '#lib/page-head.ts'
import type { ListHandle } from '#app/router.tsx'
import { ListPage } from '#features/listings/components/list-page.tsx'

function isListHandle(handle: unknown): handle is ListHandle {
  return typeof handle === 'object' && handle !== null && 'kind' in handle && 'category' in handle
}

export const head: HeadFunction = ({ i18n, handle }) => {
  if (!isListHandle(handle)) return { title: '' }
  return {
    title: `${i18n.t(`tabs.${handle.category}`, { ns: 'shop' })} · ${i18n.t(`titles.${handle.kind}`, { ns: 'shop' })}`,
    description: i18n.t(`leads.${handle.kind}`, { ns: 'shop' }),
    private: handle.kind === 'favorites',
  }
}

/** /shop, /order and /favorites, each with /motorcycle and /mobile. */
export default function ListRoute() {
  const handle = useMatches().findLast((match) => isListHandle(match.handle))?.handle as ListHandle
  // A new key per list, so filters typed on one list never leak into another.
  return <ListPage key={`${handle.kind}/${handle.category}`} kind={handle.kind} category={handle.category} />
}
