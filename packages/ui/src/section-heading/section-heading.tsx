import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import styles from './section-heading.module.css'

export type SectionHeadingProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The heading text. */
  title: ReactNode
  /** A short line above the title, e.g. the category. */
  eyebrow?: ReactNode
  /** A sentence under the title. */
  description?: ReactNode
  /** Rendered at the inline end, e.g. a "View all" link. */
  action?: ReactNode
  /** The heading level, so the page outline stays correct. Defaults to 2. */
  level?: 2 | 3 | 4
  /** `start` aligns with the content; `center` for hero-like sections. */
  align?: 'start' | 'center'
  /** The id of the heading element, for `aria-labelledby` on the section. */
  headingId?: string
}

/** The heading of a page section: eyebrow, title with the gold rule, description and an optional action. */
export function SectionHeading({
  title,
  eyebrow,
  description,
  action,
  level = 2,
  align = 'start',
  headingId,
  className,
  ...rest
}: SectionHeadingProps) {
  const Heading = `h${level}` as const
  return (
    // A div, not a <header>: outside <article>/<section> a header is the page's banner landmark.
    <div {...rest} className={clsx(styles.root, className)} data-align={align} data-slot="section-heading">
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
