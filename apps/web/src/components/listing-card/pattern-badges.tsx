import type { Product } from '@raqam/api/schema'
import { isPatternId, patternsById } from '@raqam/patterns/pattern-table'
import { BadgeList } from '@raqam/ui/badge-list'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '#lib/use-language.ts'

type PatternBadgesProps = {
  patterns: Product['patterns']
  /** `sm` on cards, `md` with descriptions on the detail page. */
  size?: 'sm' | 'md'
  className?: string
}

/** A listing's number patterns (docs/adr/0008-patterns-and-share-cards.md) as badges in the page language; nothing when it has none. */
export function PatternBadges({ patterns, size = 'sm', className }: PatternBadgesProps) {
  const { t } = useTranslation()
  const { language } = useLanguage()
  // An id this build does not know (a newer server) is left out rather than shown raw.
  const items = patterns.filter(isPatternId).map((id) => {
    const pattern = patternsById[id]
    return { id, label: pattern.name[language], description: size === 'md' ? pattern.description[language] : undefined }
  })
  return <BadgeList label={t('card.patterns')} items={items} size={size} className={className} />
}
