import type { Category } from '#lib/paths.ts'
import { patternIdsFor, patternKindOf, patternsById, type PatternId } from '@raqam/patterns/pattern-table'
import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import { MultiSelectField } from '@raqam/ui/multi-select'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'

type PatternFilterProps = {
  category: Category
  value: readonly PatternId[]
  /** The URL's key, for a form sent without script (the chosen patterns go with it). */
  name?: string
  onChange: (ids: PatternId[]) => void
  className?: string
}

/**
 * The patterns a category's numbers can have (docs/adr/0008-patterns-and-share-cards.md), several at once: a listing matches any of
 * them. Each option shows two numbers that have it, since a name like "Two digits" needs an example.
 */
export function PatternFilter({ category, value, name, onChange, className }: PatternFilterProps) {
  const { t } = useTranslation('shop')
  const { language } = useLanguage()
  const options = patternIdsFor(patternKindOf(category)).map((id) => {
    const pattern = patternsById[id]
    const examples = pattern.examples
      .slice(0, 2)
      .map((example) => (pattern.kind === 'mobile' ? formatMobileNumber(example) : example))
    return {
      value: id,
      label: pattern.name[language],
      // Numbers read left to right in both languages (docs/adr/0013-numbers-in-right-to-left-text.md).
      hint: <span dir="ltr">{examples.join(' · ')}</span>,
    }
  })
  return (
    <MultiSelectField
      label={t('filters.patterns')}
      anyLabel={t('filters.anyPattern')}
      countLabel={(count) => t('filters.patternsChosen', { count })}
      options={options}
      name={name}
      value={value}
      onChange={onChange}
      className={className}
    />
  )
}
