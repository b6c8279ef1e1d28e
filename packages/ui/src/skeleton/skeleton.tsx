import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import card from '#card/card.module.css'
import { CardGrid } from '#card/card.tsx'
import a11y from '#a11y/a11y.module.css'
import styles from './skeleton.module.css'

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** `text` a line, `block` a rectangle, `circle` a round control. */
  shape?: 'text' | 'block' | 'circle'
}

/** A placeholder shape; give it a size through `className` or `style`. Hidden from screen readers. */
export function Skeleton({ shape = 'block', className, ...rest }: SkeletonProps) {
  return <span {...rest} aria-hidden="true" className={clsx(styles.bone, className)} data-shape={shape} />
}

export type CardSkeletonProps = {
  /** Reserve the owner's action row, for grids whose cards show one. */
  withActions?: boolean
  className?: string
}

/**
 * A listing card's placeholder, built from the card's own rows so it is exactly as tall. The shine
 * stops under reduced motion, or where `--skeleton-play-state: paused` is set.
 */
export function CardSkeleton({ withActions = false, className }: CardSkeletonProps) {
  return (
    <div className={clsx(card.card, styles.card, className)} aria-hidden="true" data-slot="card-skeleton">
      <div className={card.header}>
        <Skeleton className={styles.pills} />
        <Skeleton shape="circle" className={styles.heart} />
      </div>
      <div className={clsx(card.stage, styles.stage)}>
        <Skeleton className={styles.plate} />
      </div>
      <div className={card.body}>
        <div className={card.title}>
          <Skeleton shape="text" className={styles.line} />
          <Skeleton shape="text" className={styles.shortLine} />
        </div>
        <div className={card.priceRow}>
          <Skeleton shape="text" className={styles.price} />
        </div>
        {/* The badge row, left empty: most listings have no badges. */}
        <div className={card.badges} />
        {withActions && (
          <div className={card.actions}>
            <Skeleton className={styles.action} />
          </div>
        )}
      </div>
    </div>
  )
}

export type CardGridSkeletonProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** How many cards: 12 for lists (the default), 6 for the home carousel. */
  count?: number
  /** Announced to screen readers while the grid loads, e.g. "Loading listings". */
  label: string
  withActions?: boolean
}

/** A whole grid of card placeholders in the list grid, announced once as loading. */
export function CardGridSkeleton({ count = 12, label, withActions, className, ...rest }: CardGridSkeletonProps) {
  return (
    <div role="status" className={className} data-slot="card-grid-skeleton">
      <span className={a11y.visuallyHidden}>{label}</span>
      <CardGrid {...rest} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <CardSkeleton withActions={withActions} />
          </li>
        ))}
      </CardGrid>
    </div>
  )
}
