import { describe, expect, it } from 'vitest'
import { allResources } from '#i18n/all-resources.ts'
import { createStaticI18n } from './i18n.ts'

// i18next picks the form by Intl.PluralRules, so each count below must land on its own Arabic form.
describe('Arabic plurals', () => {
  const i18n = createStaticI18n('ar', allResources)
  const t = i18n.getFixedT('ar', 'shop')

  it.each([
    [0, 'لا أنماط محددة'],
    [1, 'نمط واحد محدد'],
    [2, 'نمطان محددان'],
    [3, '3 أنماط محددة'],
    [11, '11 نمطًا محددًا'],
    [100, '100 نمط محدد'],
  ])('%i patterns chosen: %s', (count, text) => {
    expect(t('filters.patternsChosen', { count })).toBe(text)
  })

  it('English has one and other', () => {
    const english = createStaticI18n('en', allResources).getFixedT('en', 'shop')
    expect([1, 2].map((count) => english('filters.patternsChosen', { count }))).toEqual(['1 selected', '2 selected'])
  })
})

describe('the result count', () => {
  const t = createStaticI18n('ar', allResources).getFixedT('ar', 'shop')
  it.each([
    [0, 'لا توجد لوحات'],
    [1, 'لوحة واحدة'],
    [2, 'لوحتان'],
    [3, '3 لوحات'],
    [11, '11 لوحةً'],
    [194, '194 لوحةً'],
    [100, '100 لوحة'],
  ])('%i plates: %s', (count, text) => {
    expect(t('count.plates', { count, formatted: String(count) })).toBe(text)
  })
})

describe('buyers and answers of wanted requests', () => {
  const i18n = createStaticI18n('ar', allResources)
  const common = i18n.getFixedT('ar', 'common')
  const details = i18n.getFixedT('ar', 'details')
  it.each([
    [1, 'مشترٍ واحد يبحث عن رقم كهذا', 'إعلان واحد يلبّي هذا الطلب'],
    [2, 'مشتريان يبحثان عن رقم كهذا', 'إعلانان يلبّيان هذا الطلب'],
    [3, '3 مشترين يبحثون عن رقم كهذا', '3 إعلانات تلبّي هذا الطلب'],
    [11, '11 مشتريًا يبحثون عن رقم كهذا', '11 إعلانًا يلبّي هذا الطلب'],
    [100, '100 مشترٍ يبحثون عن رقم كهذا', '100 إعلان يلبّي هذا الطلب'],
  ])('%i: %s; %s', (count, buyers, answers) => {
    expect(common('card.buyers', { count, formatted: String(count) })).toBe(buyers)
    expect(details('answers.count', { count, formatted: String(count) })).toBe(answers)
  })

  it('English has one and other', () => {
    const english = createStaticI18n('en', allResources).getFixedT('en', 'common')
    expect([1, 2].map((count) => english('card.buyers', { count, formatted: String(count) }))).toEqual([
      '1 buyer is looking for a number like this',
      '2 buyers are looking for a number like this',
    ])
  })
})

describe('what a price guide rests on', () => {
  const t = createStaticI18n('ar', allResources).getFixedT('ar', 'guide')
  it.each([
    [1, 'بناءً على إعلان أو مبيع مماثل واحد'],
    [2, 'بناءً على إعلانين أو مبيعين مماثلين'],
    [5, 'بناءً على 5 إعلانات ومبيعات مماثلة'],
    [23, 'بناءً على 23 إعلانًا ومبيعًا مماثلًا'],
    [200, 'بناءً على 200 إعلان ومبيع مماثل'],
  ])('%i comparables: %s', (count, text) => {
    expect(t('basedOn', { count, formatted: String(count) })).toBe(text)
  })
})
