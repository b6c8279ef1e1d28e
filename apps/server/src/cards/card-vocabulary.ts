import { categoryNames } from '@raqam/listing-rules/categories'
import { cityNames } from '@raqam/listing-rules/cities'
import { operatorNames } from '@raqam/listing-rules/numbers'
import { languages } from '@raqam/text/languages'
import { currencyName, listingPrice } from '@raqam/text/prices'
import { shareWords } from './share-text.ts'

/**
 * Everything a share card can write, as the outlines of scripts/generate-card-outlines.ts cut it: the
 * card is drawn with paths, never a font, so a word it writes must be in this vocabulary
 * (card-vocabulary.test.ts enumerates every card and holds the two together).
 *
 * Latin is set character by character (any code, number or price is made of these), Arabic word by
 * word, each shaped whole (its letters join). Numbers are Western digits in both languages.
 */

/** The card's weights, per script and per role: the card's variable fonts are pinned at exactly these. */
const cardWeights = {
  latin: { medium: 600, heavy: 800 },
  arabic: { medium: 700, heavy: 800 },
} as const

export type CardScript = keyof typeof cardWeights
export type CardWeight = keyof (typeof cardWeights)['latin']

/** A face of the card: its script and numeric weight (`latin-600`). */
export type CardFaceKey = { [S in CardScript]: `${S}-${(typeof cardWeights)[S][CardWeight]}` }[CardScript]

export function cardFaceKey(script: CardScript, weight: CardWeight): CardFaceKey {
  return `${script}-${cardWeights[script][weight]}` as CardFaceKey
}

/** The face keys the card uses, each once. */
export const cardFaceKeys: readonly CardFaceKey[] = [
  ...new Set(
    (Object.keys(cardWeights) as CardScript[]).flatMap((script) =>
      (['medium', 'heavy'] as const).map((weight) => cardFaceKey(script, weight)),
    ),
  ),
]

/** The wordmark's tile: the storefront logo's letter (its words are the brand in each language). */
export const brandLetter = 'ر'

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/

/** Whether a word is Arabic (set whole in the Arabic face) rather than Latin (set glyph by glyph). */
export function isArabicWord(word: string): boolean {
  return ARABIC.test(word)
}

/** A line's words, as the card sets them: split on any white space (the price's no-break space included). */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean)
}

/** Every name and word the card draws, in both languages (codes, numbers and prices are characters). */
function cardPhrases(): string[] {
  const names = [categoryNames, cityNames, operatorNames].flatMap((table) =>
    Object.values(table).flatMap((name) => languages.map((language) => name[language])),
  )
  const words = languages.flatMap((language) => {
    const share = shareWords(language)
    return [
      share.forSale,
      share.sold,
      share.brand,
      currencyName(language),
      // A wanted request's price line.
      listingPrice({ isOrder: true, newPrice: null }, language),
    ]
  })
  return [...names, ...words, brandLetter]
}

/**
 * The Latin characters the card sets: every letter (plate codes, names), the digits, the punctuation
 * of numbers and prices (`80,000.5`), the space of a grouped mobile number, and whatever else a name
 * holds (`e&`).
 */
function latinCharacters(phrases: readonly string[]): string {
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))
  const base = [...letters, ...letters.map((letter) => letter.toLowerCase()), ...'0123456789', ...', .-']
  const fromNames = phrases.flatMap(wordsOf).filter((word) => !isArabicWord(word))
  return [...new Set([...base, ...fromNames.join('')])].sort().join('')
}

/** The vocabulary the generator cuts: Latin characters and Arabic words, the same for every weight. */
export function cardVocabulary(): { latinCharacters: string; arabicWords: string[] } {
  const phrases = cardPhrases()
  const arabicWords = [...new Set(phrases.flatMap(wordsOf).filter(isArabicWord))].sort()
  return { latinCharacters: latinCharacters(phrases), arabicWords }
}
