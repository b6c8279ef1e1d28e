import { useParams } from 'react-router-dom'
import type { HeadFunction } from '#lib/page-head.ts'
import { SellerProfilePage } from '#features/profile/components/seller-profile-page.tsx'
import { sellerHead } from '#features/profile/seller-head.ts'

export const head: HeadFunction = sellerHead

/** /profile/{id}: a seller's public profile. */
export default function SellerProfileRoute() {
  const { id = '' } = useParams()
  return <SellerProfilePage key={id} sellerId={id} />
}
