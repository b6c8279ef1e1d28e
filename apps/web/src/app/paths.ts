/**
 * Every route of the storefront (SPEC §2), with a builder for its URL, so links are never
 * hand-written strings.
 */
export type ListKind = 'shop' | 'favorites' | 'order'
export type Category = 'car' | 'motorcycle' | 'mobile'

/** The lists' second segment: the car list is the index route. */
const categorySegment: Record<Category, string> = { car: '', motorcycle: '/motorcycle', mobile: '/mobile' }

export const paths = {
  home: { path: '/', href: () => '/' },
  shop: { path: '/shop', href: (category: Category = 'car') => `/shop${categorySegment[category]}` },
  favorites: { path: '/favorites', href: (category: Category = 'car') => `/favorites${categorySegment[category]}` },
  order: { path: '/order', href: (category: Category = 'car') => `/order${categorySegment[category]}` },
  details: {
    path: '/details/:category/:id',
    href: (category: Category, id: string) => `/details/${category}/${encodeURIComponent(id)}`,
  },
  myProfile: { path: '/my-profile', href: () => '/my-profile' },
  profile: { path: '/profile/:id', href: (id: string) => `/profile/${encodeURIComponent(id)}` },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  signin: { path: '/signin', href: () => '/signin' },
  signup: { path: '/signup', href: () => '/signup' },
  changePassword: { path: '/change-password', href: () => '/change-password' },
} as const

/** The list route of a kind and category, e.g. `listHref('order', 'mobile')` → `/order/mobile`. */
export function listHref(kind: ListKind, category: Category = 'car'): string {
  return paths[kind].href(category)
}

/** A WhatsApp chat link (SPEC: "an external messaging-chat link to the seller's phone"). */
export function chatHref(phoneDigits: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}`
}
