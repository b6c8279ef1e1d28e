import { classifyNumber } from '@raqam/patterns/patterns.classify'
import { patternKindOf, patternsById } from '@raqam/patterns/patterns.table'
import { BadgeList } from '@raqam/ui/badge-list'
import type { Language } from '#i18n/languages.ts'

type PatternBadgesProps = {
  category: 'car' | 'motorcycle' | 'mobile'
  /** A number already valid for the category (the classifier throws on anything else). */
  number: string
  language: Language
  /** Names the list, e.g. "Patterns of this number". */
  label: string
}

/** The number's pattern tags (mirror, runs, repeated blocks…) as badges in the page language, each explained. */
export function PatternBadges({ category, number, language, label }: PatternBadgesProps) {
  const items = classifyNumber(patternKindOf(category), number).map((id) => ({
    id,
    label: patternsById[id].name[language],
    description: patternsById[id].description[language],
  }))
  return <BadgeList label={label} items={items} size="md" />
}
