import type { PricePoint, Product } from '@raqam/api/schema'
import { Plate } from '@raqam/plates/plate'
import { Button } from '@raqam/ui/button'
import { EmptyState } from '@raqam/ui/empty-state'
import { FavoriteButton } from '@raqam/ui/favorite-button'
import { OperatorMark } from '@raqam/ui/operator-mark'
import { MobileNumber } from '@raqam/ui/mobile-number'
import { PlateViewer } from '@raqam/ui/plate-viewer'
import { Price } from '@raqam/ui/price'
import { Ribbon } from '@raqam/ui/ribbon'
import { Spinner } from '@raqam/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { chatHref, paths, type Category } from '#lib/paths.ts'
import { ChatIcon } from '#components/icons/icons.tsx'
import { RecentlyViewed } from '#components/recently-viewed/recently-viewed.tsx'
import { PatternBadges } from '#components/listing-card/pattern-badges.tsx'
import { useFavoriteToggle } from '#components/listing-card/use-favorite-toggle.ts'
import { OwnerActions } from '#components/owner-actions/owner-actions.tsx'
import { env } from '#env.ts'
import { useApi } from '#lib/api.tsx'
import { formatDate } from '@raqam/text/dates'
import { rememberViewed } from '#lib/recently-viewed.ts'
import { hasPrice, localizedText, ribbonLabels, ribbonOf } from '#lib/listing.ts'
import { usePlateLabels } from '#lib/plate-labels.ts'
import { useSession } from '#lib/session/use-session.ts'
import { useLanguage } from '#lib/use-language.ts'
import a11y from '@raqam/ui/a11y.module.css'
import page from '#styles/page.module.css'
import { usePageOrigin } from '#lib/page-origin.tsx'
import { listingShareUrl } from '../share/share-link.ts'
import { ShareButton } from '../share/share-button.tsx'
import { ListingBuyers } from './listing-buyers.tsx'
import { ListingPriceHistory } from './listing-price-history.tsx'
import { RequestedNotice } from './requested-notice.tsx'
import { SellerBlock } from './seller-block.tsx'
import { SimilarListings } from './similar-listings.tsx'
import { WantedAnswers } from './wanted-answers.tsx'
import { detailsQueries, listingOutcome, showsMatches } from '../details.queries.ts'
import { listingHeading } from '../listing-heading.ts'
import styles from './details-page.module.css'

/** SPEC §2 detail pages for car plates, motorcycle plates and mobile numbers. */
export function DetailsPage({ category, id }: { category: Category; id: string }) {
  const { t } = useTranslation('details')
  const { t: tc } = useTranslation()
  const api = useApi()
  const detail = useQuery(detailsQueries.listing(api, id))
  const product = detail.data?.data

  const outcome = listingOutcome({ data: detail.data, error: detail.error }, category)
  // Remembered on this device for "Recently viewed" (home page, other detail pages).
  const viewed = outcome === 'found' ? product?._id : undefined
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
  if (outcome !== 'found' || !product) {
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
  return <ListingDetails product={product} priceHistory={detail.data?.priceHistory ?? []} />
}

function ListingDetails({ product, priceHistory }: { product: Product; priceHistory: PricePoint[] }) {
  const { t } = useTranslation('details')
  const { t: tc } = useTranslation()
  const { language, locale } = useLanguage()
  const { userData } = useSession()
  const toggleFavorite = useFavoriteToggle()
  const plateLabels = usePlateLabels()
  const { title, description } = localizedText(product, language)
  const { i18n } = useTranslation()
  const city = product.city ? tc(`cities.${product.city}`) : ''
  const heading = listingHeading(i18n, product)
  const ribbon = ribbonOf(product)
  const isOwner = Boolean(userData && product.customer && userData._id === product.customer._id)
  const matches = showsMatches(product, userData?._id)
  const chatNumber = product.customer?.phone || env.fallbackChatNumber
  // The message names the listing and carries its link, in the page language (the seller may have many).
  const link = listingShareUrl(usePageOrigin(), product.category, product._id, language)
  const chatLink = `${chatHref(chatNumber)}?text=${encodeURIComponent(t('chatMessage', { title, link }))}`
  const plate =
    product.category !== 'mobile' && product.city && product.code
      ? { kind: product.category, city: product.city, code: product.code, number: product.number }
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
                operator={product.operator ?? 'eand'}
                label={tc(`operators.${product.operator ?? 'eand'}`)}
                className={styles.operator}
              />
              <MobileNumber number={product.number} size="large" />
            </div>
          )}
        </div>

        <div className={styles.summary}>
          <header className={styles.heading}>
            <h1 id="listing-heading" className={styles.title}>
              {heading}
            </h1>
            {ribbon && (
              <Ribbon tone={ribbon} placement="inline">
                {tc(ribbonLabels[ribbon])}
              </Ribbon>
            )}
          </header>
          <h2 className={styles.listingTitle} lang={language}>
            {title}
          </h2>
          <PatternBadges patterns={product.patterns} size="md" />
          {description && <p className={styles.description}>{description}</p>}

          <div className={styles.priceRow}>
            {hasPrice(product) ? (
              <Price
                amount={product.newPrice}
                oldAmount={product.oldPrice}
                locale={locale}
                oldPriceLabel={tc('card.oldPrice')}
                dropLabel={product.priceDropped ? tc('card.priceDropped') : undefined}
                size="lg"
              />
            ) : (
              <RequestedNotice budget={product.budget} />
            )}
            <FavoriteButton
              size="lg"
              pressed={product.isFavorite}
              label={tc('card.favorite')}
              onPressedChange={(next) => toggleFavorite(product._id, next)}
            />
          </div>

          <h2 className={a11y.visuallyHidden}>{t('facts')}</h2>
          <dl className={styles.facts}>
            {product.city && (
              <div>
                <dt>{t('city')}</dt>
                <dd>{city}</dd>
              </div>
            )}
            {product.operator && (
              <div>
                <dt>{t('operator')}</dt>
                <dd>{tc(`operators.${product.operator}`)}</dd>
              </div>
            )}
            <div>
              <dt>{t('listedOn')}</dt>
              <dd>
                <time dateTime={product.createdAt}>{formatDate(product.createdAt, language)}</time>
              </dd>
            </div>
          </dl>

          <div className={styles.actions}>
            <a className={styles.chat} href={chatLink} target="_blank" rel="noopener noreferrer">
              <ChatIcon />
              {t('chat')}
              <span className={a11y.visuallyHidden}> {tc('nav.opensInNewTab')}</span>
            </a>
            <ShareButton product={product} title={heading} text={title} />
            {isOwner && <OwnerActions product={product} size="lg" withWithdraw />}
          </div>
          {isOwner && <p className={styles.ownerNote}>{product.withdrawn ? t('withdrawnNote') : t('owner')}</p>}
          {hasPrice(product) && priceHistory.length > 0 && (
            <ListingPriceHistory points={priceHistory} className={styles.history} />
          )}

          <SellerBlock seller={product.customer} />
        </div>
      </article>

      {matches === 'answers' && <WantedAnswers product={product} />}
      {matches === 'buyers' && <ListingBuyers product={product} />}
      <SimilarListings product={product} />
      <RecentlyViewed exclude={product._id} className={styles.below} />
    </div>
  )
}
