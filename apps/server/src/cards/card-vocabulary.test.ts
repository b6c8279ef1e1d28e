import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categories } from '@raqam/listing-rules/categories'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { MAX_PRICE } from '@raqam/listing-rules/limits'
import { operators } from '@raqam/listing-rules/numbers'
import { languages } from '@raqam/text/languages'
import { cardOutlinesFile, cardOutlinesModule } from '../../scripts/generate-card-outlines.ts'
import { cardTexts, type CardFacts } from './card-svg.ts'
import { cardFaceKeys, cardVocabulary, isArabicWord, wordsOf } from './card-vocabulary.ts'
import { cardFaces } from './generated/card-outlines.ts'

const faces = (script: 'latin' | 'arabic') => cardFaceKeys.filter((key) => key.startsWith(script))

/**
 * What a text needs that the generated outlines lack, in any face the card may set it in (every weight
 * has the same vocabulary): an Arabic word not shaped whole, a Latin character without its glyph.
 * `whole`: the text is set as one run, its spaces included (the mobile number).
 */
function lacking(text: string, whole = false): string[] {
  const lacks = new Set<string>()
  for (const word of whole ? [text] : wordsOf(text)) {
    if (isArabicWord(word)) {
      for (const key of faces('arabic')) if (!cardFaces[key].words[word]) lacks.add(`${key} ${word}`)
    } else {
      for (const character of word)
        for (const key of faces('latin')) if (!cardFaces[key].glyphs[character]) lacks.add(`${key} ${character}`)
    }
  }
  return [...lacks]
}

/** Everything a card for `listing` writes, in both languages, that the outlines lack. */
function lackingOnCard(listing: CardFacts): string[] {
  return languages.flatMap((language) => {
    const { mobileNumber, ...texts } = cardTexts(listing, language)
    return [...Object.values(texts).flatMap((text) => lacking(text)), ...lacking(mobileNumber, true)]
  })
}

const flags = [
  { isOrder: false, isSold: false },
  { isOrder: false, isSold: true },
  { isOrder: true, isSold: false },
  { isOrder: true, isSold: true },
]

describe('the share card’s outlines', () => {
  it('are what scripts/generate-card-outlines.ts writes from today’s vocabulary and fonts', async () => {
    const current = readFileSync(cardOutlinesFile, 'utf8') === (await cardOutlinesModule())
    expect(current, 'src/cards/generated/card-outlines.ts is stale: pnpm --filter @raqam/server generate').toBe(true)
  }, 30_000)

  it('hold every word and character of every card: all categories, emirates, codes, operators, both languages, sold, for sale and wanted', () => {
    const listings: CardFacts[] = []
    for (const { isOrder, isSold } of flags) {
      const price = { isOrder, isSold, newPrice: isOrder ? null : 80_000 }
      for (const category of categories) {
        if (category === 'mobile') {
          for (const operator of [...operators, null])
            listings.push({ ...price, category, operator, city: null, code: null, number: '0501234567' })
          continue
        }
        for (const city of cities) {
          for (const code of plateCodes[city])
            listings.push({ ...price, category, city, code, number: '12345', operator: null })
        }
        // A plate without its emirate or code is shown as a number card.
        listings.push({ ...price, category, city: null, code: null, number: '7', operator: null })
      }
    }
    expect(listings.length).toBeGreaterThan(600)
    expect(listings.flatMap(lackingOnCard)).toEqual([])
  })

  it('hold every price, plate number and mobile number as the card writes them', () => {
    const cents = fc.integer({ min: 1, max: MAX_PRICE * 100 }).map((value) => value / 100)
    const amount = fc.oneof(cents, fc.integer({ min: 0, max: MAX_PRICE }), fc.constant(MAX_PRICE))
    // Mobile numbers as they may be stored or typed: any digits (Arabic-Indic too), signs and spaces.
    const mobile = fc
      .array(fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹+- '), { maxLength: 16 })
      .map((characters) => characters.join(''))
    const plateNumber = fc.stringMatching(/^[1-9]\d{0,4}$/)
    fc.assert(
      fc.property(amount, mobile, plateNumber, (newPrice, mobileNumber, number) => {
        const base = { isOrder: false, isSold: true, newPrice, operator: null } as const
        return (
          lackingOnCard({ ...base, category: 'mobile', city: null, code: null, number: mobileNumber }).length === 0 &&
          lackingOnCard({ ...base, category: 'car', city: 'dubai', code: 'EE', number }).length === 0
        )
      }),
      { numRuns: 300 },
    )
  })

  it('are cut for the vocabulary, no more: every Arabic word and Latin character it names', () => {
    const { latinCharacters, arabicWords } = cardVocabulary()
    for (const key of faces('arabic')) {
      expect(Object.keys(cardFaces[key].words).sort()).toEqual(arabicWords)
      expect(cardFaces[key].glyphs).toEqual({})
    }
    for (const key of faces('latin')) {
      expect(Object.keys(cardFaces[key].glyphs).sort().join('')).toBe(latinCharacters)
      expect(cardFaces[key].words).toEqual({})
    }
    // The words the card writes that are not names: sold, for sale, the price's, the wordmark's.
    expect(arabicWords).toEqual(expect.arrayContaining(['للبيع', 'مباع', 'درهم', 'مطلوب', 'ر', 'رقم']))
    expect(latinCharacters).toEqual(expect.stringContaining('0123456789'))
    expect(latinCharacters).toMatch(/^ /)
  })
})
