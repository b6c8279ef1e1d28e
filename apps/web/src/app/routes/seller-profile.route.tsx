import { useParams } from 'react-router-dom'
import { SellerProfilePage } from '#features/profile/components/seller-profile-page.tsx'

/** /profile/{id}: a seller's public profile. */
export default function SellerProfileRoute() {
  const { id = '' } = useParams()
  return <SellerProfilePage key={id} sellerId={id} />
}
