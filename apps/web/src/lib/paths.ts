/**
 * The storefront's routes live in @raqam/routes, which the server reads too (sitemap.xml,
 * robots.txt); the app imports them from here.
 */
export {
  categories,
  listHref,
  paths,
  RETURN_PARAM,
  returnPath,
  type Category,
  type ListKind,
} from '@raqam/routes/paths'

/** A WhatsApp chat link to the seller's phone, which opens outside the site. */
export function chatHref(phoneDigits: string): string {
  return `https://wa.me/${phoneDigits.replace(/\D/g, '')}`
}
