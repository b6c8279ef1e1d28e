import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router-dom'
import type { ListHandle } from '#app/router.tsx'
import { ListPage } from '#features/listings/components/list-page.tsx'
import { usePageTitle } from '#lib/page-title.ts'

function isListHandle(handle: unknown): handle is ListHandle {
  return typeof handle === 'object' && handle !== null && 'kind' in handle && 'category' in handle
}

/** /shop, /order and /favorites, each with /motorcycle and /mobile (SPEC §2 route table). */
export default function ListRoute() {
  const { t } = useTranslation('shop')
  const handle = useMatches().findLast((match) => isListHandle(match.handle))?.handle as ListHandle
  usePageTitle(`${t(`tabs.${handle.category}`)} · ${t(`titles.${handle.kind}`)}`)
  // A new key per list, so filters typed on one list never leak into another.
  return <ListPage key={`${handle.kind}/${handle.category}`} kind={handle.kind} category={handle.category} />
}
