import { describe, expect, it } from 'vitest'
import { allResources } from '#i18n/all-resources.ts'
import { createStaticI18n } from '#i18n/i18n.ts'

// i18next picks the form by Intl.PluralRules, so each count below lands on its own Arabic form.
describe('open reports, counted', () => {
  it.each([
    [1, 'بلاغ مفتوح واحد'],
    [2, 'بلاغان مفتوحان'],
    [3, '3 بلاغات مفتوحة'],
    [11, '11 بلاغًا مفتوحًا'],
    [100, '100 بلاغ مفتوح'],
  ])('%i in Arabic: %s', (count, text) => {
    const t = createStaticI18n('ar', allResources).getFixedT('ar', 'moderation')
    expect(t('reports.openReports', { count })).toBe(text)
  })

  it('in English, one and other', () => {
    const t = createStaticI18n('en', allResources).getFixedT('en', 'moderation')
    expect([1, 3].map((count) => t('reports.openReports', { count }))).toEqual(['1 open report', '3 open reports'])
  })
})
