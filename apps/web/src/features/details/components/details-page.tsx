import { recordInteraction } from '@raqam/api/interactions'
import type { PricePoint, Product } from '@raqam/api/schema'
import { Plate } from '@raqam/plates/react'
import { Button } from '@raqam/ui/button'
import { EmptyState } from '@raqam/ui/empty-state'
import { FavoriteButton } from '@raqam/ui/favorite-button'
import { OperatorMark } from '@raqam/ui/operator-mark'
import { MobileNumber } from '@raqam/ui/mobile-number'
import { PlateViewer } from '@raqam/ui/plate-viewer'
import { Price } from '@raqam/ui/price'
import { Ribbon } from '@raqam/ui/ribbon'
import { Spinner } from '@raqam/ui/spinner'
import { VerifiedBadge } from '@raqam/ui/verified-badge'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { chatHref, paths, type Category } from '#lib/paths.ts'
import { Later } from '#components/later/later.tsx'
import { ChatIcon } from '#components/icons/icons.tsx'
import { RecentlyViewed } from '#components/recently-viewed/recently-viewed.tsx'
import { PatternBadges } from '#components/listing-card/pattern-badges.tsx'
import { useFavoriteHeart } from '#components/listing-card/use-favorite-heart.ts'
import { OwnerActions } from '#components/owner-actions/owner-actions.tsx'
import { ListingPriceGuide } from '#components/price-guide/listing-price-guide.tsx'
import { ReportControl } from '#components/report/report-control.tsx'
import { VerificationState } from '#components/verification/verification-state.tsx'
import { env } from '#env.ts'
import { useApi } from '#lib/api.tsx'
import { formatDate } from '@raqam/text/dates'
import { rememberViewed } from '#lib/recently-viewed.ts'
import { hasPrice } from '@raqam/listing-rules/state'
import { localizedText, ribbonLabels, ribbonOf } from '#lib/listing.ts'
import { usePlateLabels } from '#lib/plate-labels.ts'
import { useSession } from '#lib/session/use-session.ts'
import { useLanguage } from '#lib/use-language.ts'
import a11y from '@raqam/ui/a11y.module.css'
import page from '#styles/page.module.css'
import { usePageOrigin } from '#lib/page-origin.tsx'
import { listingShareUrl } from '../share/share-link.ts'
import { ShareButton } from '../share/share-button.tsx'
import { HiddenListingPage, HiddenNotice } from './hidden-listing.tsx'
import { ListingBuyers } from './listing-buyers.tsx'
import { useSaleSentence } from '#components/listing-card/sale-note.ts'
import { ListingPriceHistory } from './listing-price-history.tsx'
import { RequestedNotice } from './requested-notice.tsx'
import { SellerBlock } from './seller-block.tsx'
import { SimilarListings } from './similar-listings.tsx'
import { WantedAnswers } from './wanted-answers.tsx'
import { detailsQueries, listingOutcome, showsMatches } from '../details.queries.ts'
import { listingHeading } from '../listing-heading.ts'
import { transferCostsQuery } from '#lib/transfer-costs-link.ts'
import styles from './details-page.module.css'

/** The detail page of a car plate, motorcycle plates and mobile numbers. */
export function DetailsPage({ category, id }: { category: Category; id: string }) {
  const { t } = useTranslation('details')
  const { t: tc } = useTranslation()
  const api = useApi()
  const detail = useQuery(detailsQueries.listing(api, id))
  const listing = detail.data?.data

  const outcome = listingOutcome({ data: detail.data, error: detail.error }, category)
  // Remembered on this device for "Recently viewed" (home page, other detail pages).
  const viewed = outcome === 'found' ? listing?._id : undefined
  useEffect(() => {
    if (viewed) rememberViewed(viewed)
  }, [viewed])
  if (outcome === 'pending') {
    return (
      <div className={`${page.container} ${styles.loading}`}>
        <Spinner size="lg" label={t('loading')} />
      </div>
    )
  }
  if (outcome === 'hidden') return <HiddenListingPage category={category} />
  if (outcome !== 'found' || !listing) {
    const missing = outcome === 'missing'
    return (
      <div className={`${page.container} ${page.page}`}>
        <EmptyState
          tone={missing ? 'empty' : 'error'}
          title={missing ? t('notFoundTitle') : tc('list.error')}
          description={missing ? t('notFoundText') : undefined}
          action={
            missing ? (
              <Link to={paths.shop.href(category)}>{t('backToShop')}</Link>
            ) : (
              <Button variant="secondary" onClick={() => void detail.refetch()}>
                {tc('list.retry')}
              </Button>
            )
          }
        />
      </div>
    )
  }
  return <ListingDetails listing={listing} priceHistory={detail.data?.priceHistory ?? []} />
}

function ListingDetails({ listing, priceHistory }: { listing: Product; priceHistory: PricePoint[] }) {
  const { t } = useTranslation('details')
  const { t: tc } = useTranslation()
  const api = useApi()
  const id = listing._id
  // A view for its seller's statistics, once per listing shown: effects run after hydration only, and
  // again when a client-side navigation shows another listing.
  useEffect(() => recordInteraction(api, id, 'view'), [api, id])
  const { language } = useLanguage()
  const { userData } = useSession()
  const favoriteHeart = useFavoriteHeart()
  const plateLabels = usePlateLabels()
  const { title, description } = localizedText(listing, language)
  const { i18n } = useTranslation()
  const city = listing.city ? tc(`cities.${listing.city}`) : ''
  const heading = listingHeading(i18n, listing)
  const ribbon = ribbonOf(listing)
  const isOwner = Boolean(userData && listing.customer && userData._id === listing.customer._id)
  const saleSentence = useSaleSentence()(listing, isOwner)
  const matches = showsMatches(listing, userData?._id)
  const chatNumber = listing.customer?.phone || env.fallbackChatNumber
  // The message names the listing and carries its link, in the page language (the seller may have many).
  const link = listingShareUrl(usePageOrigin(), listing.category, listing._id, language)
  const chatLink = `${chatHref(chatNumber)}?text=${encodeURIComponent(t('chatMessage', { title, link }))}`
  const plate =
    listing.category !== 'mobile' && listing.city && listing.code
      ? { kind: listing.category, city: listing.city, code: listing.code, number: listing.number }
      : null

  return (
    <div className={`${page.container} ${page.page}`}>
      <article className={styles.layout} aria-labelledby="listing-heading">
        <div className={styles.picture}>
          {plate ? (
            <PlateViewer kind={plate.kind} labels={plateLabels}>
              {(style) => (
                <Plate
                  {...plate}
                  {...style}
                  label={tc(plate.kind === 'motorcycle' ? 'card.motorcyclePlateLabel' : 'card.plateLabel', {
                    city,
                    code: plate.code,
                    number: plate.number,
                  })}
                />
              )}
            </PlateViewer>
          ) : (
            <div className={styles.mobile}>
              <OperatorMark
                operator={listing.operator ?? 'eand'}
                label={tc(`operators.${listing.operator ?? 'eand'}`)}
                className={styles.operator}
              />
              <MobileNumber number={listing.number} size="large" />
            </div>
          )}
        </div>

        <div className={styles.summary}>
          {isOwner && listing.hidden && <HiddenNotice hidden={listing.hidden} />}
          <header className={styles.heading}>
            <h1 id="listing-heading" className={styles.title}>
              {heading}
            </h1>
            {(ribbon || listing.verified) && (
              <div className={styles.marks}>
                {ribbon && (
                  <Ribbon tone={ribbon} placement="inline">
                    {tc(ribbonLabels[ribbon])}
                  </Ribbon>
                )}
                {listing.verified && (
                  <VerifiedBadge label={tc('card.verified')} description={tc('card.verifiedHint')} size="md" />
                )}
              </div>
            )}
          </header>
          <h2 className={styles.listingTitle} lang={language}>
            {title}
          </h2>
          <PatternBadges patterns={listing.patterns} size="md" />
          {description && <p className={styles.description}>{description}</p>}

          <div className={styles.priceRow}>
            {hasPrice(listing) ? (
              <Price
                amount={listing.newPrice}
                oldAmount={listing.oldPrice}
                language={language}
                oldPriceLabel={tc('card.oldPrice')}
                dropLabel={listing.priceDropped ? tc('card.priceDropped') : undefined}
                size="lg"
              />
            ) : (
              <RequestedNotice budget={listing.budget} />
            )}
            <FavoriteButton size="lg" {...favoriteHeart(listing)} />
          </div>
          {saleSentence && <p className={styles.sale}>{saleSentence}</p>}

          <h2 className={a11y.visuallyHidden}>{t('facts')}</h2>
          <dl className={styles.facts}>
            {listing.city && (
              <div>
                <dt>{t('city')}</dt>
                <dd>{city}</dd>
              </div>
            )}
            {listing.operator && (
              <div>
                <dt>{t('operator')}</dt>
                <dd>{tc(`operators.${listing.operator}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('listedOn')}</dt>
              <dd>
                <time dateTime={listing.createdAt}>{formatDate(listing.createdAt, language)}</time>
              </dd>
            </div>
          </dl>

          <div className={styles.actions}>
            <a
              className={styles.chat}
              href={chatLink}
              target="_blank"
              rel="noopener noreferrer"
              // Counted on the side: the link opens WhatsApp at once, whatever the request does.
              onClick={() => recordInteraction(api, id, 'whatsappTap')}
            >
              <ChatIcon />
              {t('chat')}
              <span className={a11y.visuallyHidden}> {tc('nav.opensInNewTab')}</span>
            </a>
            {/* Nobody but its owner can open a hidden listing's link. */}
            {!listing.hidden && <ShareButton listing={listing} title={heading} text={title} />}
            {isOwner && <OwnerActions listing={listing} size="lg" withWithdraw />}
          </div>
          <p className={styles.transferCosts}>
            <Link to={paths.transferCosts.href(transferCostsQuery(listing))}>{t('transferCosts')}</Link>
          </p>
          {isOwner && <p className={styles.ownerNote}>{listing.withdrawn ? t('withdrawnNote') : t('owner')}</p>}
          {isOwner && <VerificationState listing={listing} />}
          {/* Below the first screen on a phone: sent once the page has painted (docs/adr/0043). */}
          <Later className={styles.summary}>
            <ListingPriceGuide listing={listing} className={styles.history} />
            {hasPrice(listing) && priceHistory.length > 0 && (
              <ListingPriceHistory points={priceHistory} className={styles.history} />
            )}

            <SellerBlock seller={listing.customer} />
            {!isOwner && <ReportControl target={{ listingId: listing._id }} />}
          </Later>
        </div>
      </article>

      <Later>
        {matches === 'answers' && <WantedAnswers listing={listing} />}
        {matches === 'buyers' && <ListingBuyers listing={listing} />}
        <SimilarListings listing={listing} />
        <RecentlyViewed exclude={listing._id} className={styles.below} />
      </Later>
    </div>
  )
}
