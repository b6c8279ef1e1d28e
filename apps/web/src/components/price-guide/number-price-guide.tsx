import type { Comparable, PriceGuide as PriceGuideAnswer } from '@raqam/api/schema'
import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import { isolate } from '@raqam/text/numbers-in-text'
import { formatNumber } from '@raqam/text/numbers'
import { PriceGuide } from '@raqam/ui/price-guide'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#lib/paths.ts'
import { useLanguage } from '#lib/use-language.ts'

type NumberPriceGuideProps = {
  guide: PriceGuideAnswer
  /** A newer answer is on its way (the seller is typing): this one stays, marked busy. */
  busy?: boolean
  headingLevel?: 2 | 3
  className?: string
}

/** A guide in the page language: its texts, its comparables linked to their pages, and the method's page. */
export function NumberPriceGuide({ guide, busy, headingLevel, className }: NumberPriceGuideProps) {
  // The dialogs open on pages that do not load the guide's texts: they load with it, and it waits for them.
  const { t, ready } = useTranslation('guide', { useSuspense: false })
  const { t: tc } = useTranslation()
  const { language } = useLanguage()
  const name = (example: Comparable) => {
    if (example.category === 'mobile') {
      const operator = tc(`operators.${example.operator ?? 'eand'}`)
      return tc('card.mobileLabel', { operator, number: isolate(formatMobileNumber(example.number)) })
    }
    const key = example.category === 'motorcycle' ? 'card.motorcyclePlateLabel' : 'card.plateLabel'
    return tc(key, {
      city: example.city ? tc(`cities.${example.city}`) : '',
      code: example.code ?? '',
      number: example.number,
    })
  }
  if (!ready) return null
  return (
    <PriceGuide
      guide={guide}
      language={language}
      labels={{
        title: t('title'),
        low: t('low'),
        typical: t('typical'),
        high: t('high'),
        basedOn: t('basedOn', { count: guide.comparables, formatted: formatNumber(guide.comparables) }),
        notEnough: t('notEnough', { minimum: isolate(String(guide.minimum)) }),
        examples: t('examples'),
        sale: t('sale'),
        asking: t('asking'),
        howWeEstimate: t('howWeEstimate'),
      }}
      howLink={<Link to={paths.howWeEstimate.href()} />}
      exampleLink={(example) => <Link to={paths.details.href(example.category, example._id)} />}
      exampleName={name}
      busy={busy}
      headingLevel={headingLevel}
      className={className}
    />
  )
}
