import type { Product } from '@raqam/api/schema'
import { listingPrice } from '@raqam/text/prices'
import type { HeadInput, PageHead } from '#lib/page-head.ts'
import { paths, type Category } from '#lib/paths.ts'
import { hasPrice } from '@raqam/listing-rules/state'
import { localizedText } from '#lib/listing.ts'
import { REPORT_PARAM } from '#components/report/report-control.tsx'
import { detailsQueries, listingOutcome } from './details.queries.ts'
import { listingHeading } from './listing-heading.ts'

/** A meta description says at most this much (search results cut longer ones). */
const DESCRIPTION_LENGTH = 200

/**
 * A detail page's head: the listing's heading as the title; price, the seller's title and text as the
 * description; its share card as the link preview; and schema.org structured data: a Product with an
 * Offer in AED (sold out once sold), or with a Demand for a wanted request, and, when a moderator checked
 * the seller's proof of ownership, a "Verified owner" property saying so.
 */
export function listingHead(input: HeadInput, category: Category): PageHead {
  const { i18n, language, queryClient, api, params } = input
  const id = params.id ?? ''
  const state = queryClient.getQueryState(detailsQueries.listing(api, id).queryKey)
  const listing = state?.data?.data
  const outcome = listingOutcome(state, category)
  if (outcome === 'hidden') {
    return {
      title: i18n.t('hidden.title', { ns: 'trust' }),
      description: i18n.t('hidden.text', { ns: 'trust' }),
      private: true,
    }
  }
  if (outcome !== 'found' || !listing) {
    return {
      title: i18n.t('notFoundTitle', { ns: 'details' }),
      description: i18n.t('notFoundText', { ns: 'details' }),
      private: true,
    }
  }
  const title = listingHeading(i18n, listing)
  const price = listingPrice(listing, language)
  const { title: ownTitle, description: ownText } = localizedText(listing, language)
  const description = clip(
    [listing.isSold ? `${price} (${i18n.t('card.sold')})` : price, ownTitle, ownText]
      .filter(Boolean)
      .join(' · ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  const image = input.shareCard(listing, language)
  return {
    title,
    description,
    type: 'product',
    image: image && { ...image, alt: title },
    // A listing the seller has not shared is shown to its owner only; the report form is not a page of its own.
    private: !listing.status || input.search.has(REPORT_PARAM),
    structuredData: listingData(listing, { name: plain(title), description, url: input.url, image: image?.url }),
  }
}

function listingData(
  listing: Product,
  page: { name: string; description: string; url: string; image?: string },
): Record<string, unknown> {
  const seller = listing.customer
    ? {
        '@type': 'Person',
        name: listing.customer.username,
        url: new URL(paths.profile.href(listing.customer._id), page.url).href,
      }
    : undefined
  const offer = hasPrice(listing)
    ? {
        '@type': 'Offer',
        url: page.url,
        price: listing.newPrice.toFixed(2),
        priceCurrency: 'AED',
        availability: listing.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        ...(seller && { seller }),
      }
    : { '@type': 'Demand', url: page.url, ...(seller && { seller }) }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': page.url,
    name: page.name,
    description: page.description,
    sku: listing._id,
    category:
      listing.category === 'mobile'
        ? 'Mobile phone number'
        : listing.category === 'motorcycle'
          ? 'Motorcycle number plate'
          : 'Car number plate',
    url: page.url,
    ...(page.image && { image: page.image }),
    // What the badge says, in the vocabulary of structured data: a property of the product, true only when
    // a moderator checked the seller's proof of ownership (never a review or a rating, which it is not).
    ...(listing.verified && {
      additionalProperty: { '@type': 'PropertyValue', name: 'Verified owner', value: true },
    }),
    offers: offer,
  }
}

/** Without the invisible isolate marks, which structured data has no use for. */
function plain(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '')
}

function clip(text: string): string {
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text
}
