import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cities, cityNames } from '#cities.ts'
import { foldWords, readKeyword, type KeywordMeaning } from '#keywords.ts'

const nothing: KeywordMeaning = { cities: [], categories: [], operators: [], codes: [], digits: [], words: [] }
const meaning = (found: Partial<KeywordMeaning>): KeywordMeaning => ({ ...nothing, ...found })

describe('foldWords', () => {
  it.each([
    ['أبوظبي', 'ابوظبي'],
    ['إمارة', 'اماره'],
    ['آل', 'ال'],
    ['رأس الخيمة', 'راس الخيمه'],
    ['مؤسسة', 'موسسه'],
    ['شاطئ', 'شاطي'],
    ['مستشفى', 'مستشفي'],
    ['سماء', 'سما'],
    ['دُبَيّ', 'دبي'],
    ['دبـــي', 'دبي'],
    ['یک', 'يك'],
    ['Dubai ٧٨٦', 'dubai 786'],
  ])('%s reads as %s', (typed, folded) => {
    expect(foldWords(typed)).toBe(folded)
  })
})

describe('readKeyword', () => {
  it.each<[string, Partial<KeywordMeaning>]>([
    ['دبي 777', { cities: ['dubai'], digits: ['777'] }],
    ['777 دبي', { cities: ['dubai'], digits: ['777'] }],
    ['دبي٧٧٧', { cities: ['dubai'], digits: ['777'] }],
    ['Dubai A 777', { cities: ['dubai'], codes: ['A'], digits: ['777'] }],
    ['dubai aa777', { cities: ['dubai'], codes: ['AA'], digits: ['777'] }],
    ['أبوظبي', { cities: ['abu-dhabi'] }],
    ['ابو ظبي 5', { cities: ['abu-dhabi'], digits: ['5'] }],
    ['Abu Dhabi', { cities: ['abu-dhabi'] }],
    ['AD 50 123', { cities: ['abu-dhabi'], digits: ['50', '123'] }],
    ['رأس الخيمة', { cities: ['ras-al-khaimah'] }],
    ['RAK 1', { cities: ['ras-al-khaimah'], digits: ['1'] }],
    ['Ras Al Khaimah', { cities: ['ras-al-khaimah'] }],
    ['اتصالات 050', { operators: ['eand'], digits: ['050'] }],
    ['Etisalat', { operators: ['eand'] }],
    ['e&', { operators: ['eand'] }],
    ['E& 0501234567', { operators: ['eand'], digits: ['0501234567'] }],
    ['إي آند', { operators: ['eand'] }],
    ['du 055', { operators: ['du'], digits: ['055'] }],
    ['دو', { operators: ['du'] }],
    ['motorcycle plate sharjah', { categories: ['motorcycle'], cities: ['sharjah'] }],
    ['دراجة نارية الشارقة', { categories: ['motorcycle'], cities: ['sharjah'] }],
    ['لوحة سيارة دبي', { categories: ['car'], cities: ['dubai'] }],
    ['رقم هاتف ٧٨٦', { categories: ['mobile'], digits: ['786'] }],
    ['mobile number 786', { categories: ['mobile'], digits: ['786'] }],
    ['plate 786', { digits: ['786'] }],
    ['Dubai dubai DXB', { cities: ['dubai'] }],
    ['Dubai Sharjah', { cities: ['dubai', 'sharjah'] }],
    ['golden VIP', { words: ['golden', 'vip'] }],
    ['  ', {}],
  ])('%s', (typed, found) => {
    expect(readKeyword(typed)).toEqual(meaning(found))
  })

  it("reads every emirate's own name in both languages", () => {
    for (const city of cities) {
      expect(readKeyword(cityNames[city].en).cities).toEqual([city])
      expect(readKeyword(cityNames[city].ar).cities).toEqual([city])
    }
  })

  it('reads the same whatever script each digit is typed in, and wherever the digits stand', () => {
    const scripts = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹']
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,4}$/),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }),
        fc.constantFrom('دبي', 'Dubai', 'e&', 'اتصالات', 'رأس الخيمة'),
        fc.boolean(),
        (number, chosen, name, digitsFirst) => {
          const typed = [...number].map((digit, i) => scripts[chosen[i]!]![Number(digit)]).join('')
          const read = readKeyword(digitsFirst ? `${typed} ${name}` : `${name}${typed}`)
          expect(read).toEqual(readKeyword(`${name} ${number}`))
          expect(read.digits).toEqual([number])
        },
      ),
    )
  })
})
