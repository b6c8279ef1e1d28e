import type { Language } from '@raqam/text/languages'
import { formatPrice } from '@raqam/text/prices'
import { clsx } from 'clsx'
import { useId, type ReactNode } from 'react'
import { renderLink, type LinkElement } from '#internal/link.tsx'
import styles from './price-guide.module.css'

/** One of the listings or sales a guide rests on, as far as the component shows it. */
export type GuideExample = {
  _id: string
  price: number
  /** `sale`: a published sale price; `asking`: a listing's asking price. */
  kind: 'sale' | 'asking'
}

/** A guide as the API answers it (`PriceGuide`), as far as the component shows it. */
export type GuideRange<Example extends GuideExample = GuideExample> = {
  enough: boolean
  low: number | null
  typical: number | null
  high: number | null
  examples: readonly Example[]
}

export type PriceGuideProps<Example extends GuideExample> = {
  guide: GuideRange<Example>
  /** The page's language, which the prices are written in. */
  language: Language
  labels: {
    /** The heading, e.g. "What is it worth?". */
    title: string
    low: string
    typical: string
    high: string
    /** What the range rests on, counted by the app, e.g. "Based on 23 comparable listings and sales". */
    basedOn: string
    /** Said instead of a range below the minimum, e.g. "Not enough data for a fair range yet". */
    notEnough: string
    /** The heading of the examples, e.g. "The most alike". */
    examples: string
    /** What each example's price is. */
    sale: string
    asking: string
    /** The link to the method, e.g. "How we estimate". */
    howWeEstimate: string
  }
  /** The link to the method's page, without children. */
  howLink: LinkElement
  /** An example's link (its listing's page), without children. */
  exampleLink: (example: Example) => LinkElement
  /** What names an example in its link (its number as the cards draw it, or as text). */
  exampleName: (example: Example) => ReactNode
  /** A newer answer is on its way: the one shown stays, marked busy. */
  busy?: boolean
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3
  className?: string
}

/** Where the typical price falls on the bar (%): the range fills its middle half (25 to 75), clear of the ends. */
function typicalAt(typical: number, low: number, high: number): number {
  if (high === low) return 50
  return Math.round((25 + ((typical - low) / (high - low)) * 50) * 100) / 100
}

/**
 * The fair-price guide of a number: its typical range drawn as a bar (low to high, the typical price
 * marked) and written out, what it rests on, the most alike comparables as links, and a link to how
 * it is estimated. Without enough comparables it says so rather than guessing, and still shows what
 * it found.
 */
export function PriceGuide<Example extends GuideExample>({
  guide,
  language,
  labels,
  howLink,
  exampleLink,
  exampleName,
  busy = false,
  headingLevel = 2,
  className,
}: PriceGuideProps<Example>) {
  const headingId = useId()
  const examplesId = useId()
  const Heading = `h${headingLevel}` as const
  const range = guide.enough && guide.low !== null && guide.typical !== null && guide.high !== null ? guide : null
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className={clsx(styles.root, className)}
      data-slot="price-guide"
      data-busy={busy ? '' : undefined}
    >
      <Heading id={headingId} className={styles.title}>
        {labels.title}
      </Heading>
      {range ? (
        <>
          {/* The bar shows what the list under it says. */}
          <div className={styles.bar} aria-hidden="true" data-part="bar">
            <span className={styles.range} />
            <span
              className={styles.marker}
              style={{ insetInlineStart: `${typicalAt(range.typical!, range.low!, range.high!)}%` }}
            />
          </div>
          <dl className={styles.values}>
            {(['low', 'typical', 'high'] as const).map((part) => (
              <div key={part} className={styles.value} data-part={part}>
                <dt>{labels[part]}</dt>
                <dd>
                  <bdi>{formatPrice(range[part]!, language)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{labels.basedOn}</p>
        </>
      ) : (
        <p className={styles.note} data-part="not-enough">
          {labels.notEnough}
        </p>
      )}
      {guide.examples.length > 0 && (
        <>
          <h3 id={examplesId} className={styles.subtitle}>
            {labels.examples}
          </h3>
          <ul className={styles.examples} aria-labelledby={examplesId}>
            {guide.examples.map((example) => (
              <li key={example._id}>
                {renderLink(exampleLink(example), {
                  className: styles.example,
                  children: (
                    <>
                      <span className={styles.name}>{exampleName(example)}</span>
                      <span className={styles.price}>
                        <bdi>{formatPrice(example.price, language)}</bdi>
                      </span>
                      <span className={styles.kind} data-kind={example.kind}>
                        {example.kind === 'sale' ? labels.sale : labels.asking}
                      </span>
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.how}>{renderLink(howLink, { className: styles.howLink, children: labels.howWeEstimate })}</p>
    </section>
  )
}
