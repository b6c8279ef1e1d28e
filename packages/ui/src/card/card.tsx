import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import { FavoriteButton, type FavoriteButtonProps } from '#favorite-button/favorite-button.tsx'
import { renderLink, type LinkElement } from '#internal/link.tsx'
import { Price, type PriceProps } from '#price/price.tsx'
import { Ribbon, type RibbonTone } from '#ribbon/ribbon.tsx'
import { VerifiedBadge } from '#verified-badge/verified-badge.tsx'
import styles from './card.module.css'

/** A ribbon across the card's picture: `{ tone: 'sold', label: 'Sold' }`. */
export type CardRibbon = { tone: RibbonTone; label: string }

/** What every listing card shows besides its picture; the plate and mobile cards add the picture. */
export type ListingCardProps = {
  /** The listing's title in the page language; it is also the link to the detail page. */
  title: string
  /** The app's link to the detail page, e.g. `<Link to="/details/car/42" />`. */
  link: LinkElement
  /** The price; leave it out for a wanted request and give `notice` instead. */
  price?: PriceProps | null
  /** Shown instead of the price, e.g. "This listing has been requested." */
  notice?: string
  /** The favourite heart; leave it out to show none. */
  favorite?: FavoriteButtonProps
  /** "Sold" or "Not shared". */
  ribbon?: CardRibbon | null
  /** Small badges under the price, e.g. the number's patterns (a `BadgeList`). Their row is always kept. */
  badges?: ReactNode
  /**
   * The verified owner's mark, first in the badges' row: its words (e.g. "Verified owner") and what they
   * mean. Leave it out for a listing whose owner nobody verified.
   */
  verified?: { label: string; description?: string } | null
  /**
   * A line under the badges saying why the listing is shown or what is new about it, e.g. "Matches
   * “Dubai mirrors”" or a link to the buyers looking for it; links in it stay clickable.
   */
  note?: ReactNode
  /** Owner controls under the price, e.g. a "Sold" button in the owner's view. */
  actions?: ReactNode
  /** The title's heading level, so the page outline stays correct. Defaults to 3. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

type ListingCardFrameProps = ListingCardProps & {
  /** Controls at the inline start of the header (the plate card's style pills). */
  headerStart?: ReactNode
  /** The picture: a plate, or a mobile number. */
  stage: ReactNode
  /** Extra attributes for the root, e.g. `data-kind`. */
  rootProps?: ComponentProps<'article'> & Record<`data-${string}`, string>
}

/**
 * The frame every listing card shares. Its rows have fixed heights (see card.module.css), so cards
 * and their skeletons line up and nothing shifts when data arrives. The title link stretches over
 * the whole card; the controls sit above it.
 */
export function ListingCardFrame({
  title,
  link,
  price,
  notice,
  favorite,
  ribbon,
  badges,
  verified,
  note,
  actions,
  headingLevel = 3,
  className,
  headerStart,
  stage,
  rootProps,
}: ListingCardFrameProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article {...rootProps} className={clsx(styles.card, className)} data-slot="listing-card">
      <div className={styles.header}>
        <div className={styles.headerStart}>{headerStart}</div>
        {favorite && <FavoriteButton {...favorite} className={clsx(styles.control, favorite.className)} />}
      </div>
      <div className={styles.stage} data-ribbon={ribbon ? ribbon.tone : undefined}>
        {stage}
        {ribbon && <Ribbon tone={ribbon.tone}>{ribbon.label}</Ribbon>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{renderLink(link, { className: styles.link, children: title })}</Heading>
        <div className={styles.priceRow}>
          {price ? (
            <Price {...price} className={clsx(styles.price, price.className)} />
          ) : notice ? (
            <p className={styles.notice}>{notice}</p>
          ) : null}
        </div>
        {/* Kept when empty, so a card without badges is as tall as its neighbours and its skeleton. */}
        <div className={clsx(styles.badges, verified && styles.marked)}>
          {verified && <VerifiedBadge label={verified.label} description={verified.description} />}
          {badges}
        </div>
        {note && <div className={clsx(styles.note, styles.control)}>{note}</div>}
        {actions && <div className={clsx(styles.actions, styles.control)}>{actions}</div>}
      </div>
    </article>
  )
}

export type CardGridProps = ComponentProps<'ul'>

/**
 * The list grid: 3 columns, 2 on narrower screens, 1 on phones. Each child should be a
 * `<li>`; skeletons use the same grid, so the real cards land exactly where they were.
 */
export function CardGrid({ className, ...rest }: CardGridProps) {
  return <ul {...rest} className={clsx(styles.grid, className)} data-slot="card-grid" />
}
