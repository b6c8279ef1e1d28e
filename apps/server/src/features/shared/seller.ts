import type { Seller } from '#contract.ts'
import { avatarUrl } from './avatar-url.ts'

/** The account columns a seller is shown from. */
export type SellerColumns = { id: string; username: string; email: string; phone: string; avatarVersion: string | null }

/** The public seller of an account: the one shape the listings, the seller's page and the console show. */
export function toSeller(account: SellerColumns): Seller {
  return {
    _id: account.id,
    username: account.username,
    email: account.email,
    phone: account.phone,
    image: avatarUrl(account.id, account.avatarVersion),
  }
}
