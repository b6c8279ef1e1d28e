import { categoryNames } from '@raqam/listing-rules/categories'
import { cityNames } from '@raqam/listing-rules/cities'
import { formatMobileNumber, operatorNames } from '@raqam/listing-rules/numbers'
import type { OutlineFace } from '@raqam/outlines/face'
import { setLine, type PlacedOutline, type SetLine } from '@raqam/outlines/line'
import { plateLayout, renderPlateSvg } from '@raqam/plates'
import type { Language } from '@raqam/text/languages'
import { listingPrice } from '@raqam/text/prices'
import { brandLetter, cardFaceKey, isArabicWord, wordsOf, type CardWeight } from './card-vocabulary.ts'
import { cardFaces } from './generated/card-outlines.ts'
import { shareWords, type ShareFacts } from './share-text.ts'
import { palette as colors } from './palette.ts'

/** og:image's recommended size (Facebook, LinkedIn; X crops summary_large_image to 2:1 around the middle). */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** What a share card draws of a listing (its titles and descriptions are not on it). */
export type CardFacts = Pick<
  ShareFacts,
  'category' | 'city' | 'code' | 'number' | 'operator' | 'newPrice' | 'isOrder' | 'isSold'
>

/** Whether the card shows a mobile-number card rather than a plate (a plate needs its emirate and code). */
function showsMobile(listing: CardFacts): boolean {
  return listing.category === 'mobile' || !listing.city || !listing.code
}

/** The card's subtitle: what the listing is, in words of the page language only (the plate shows the rest). */
function subtitle(listing: CardFacts, language: Language): string {
  const kind = categoryNames[listing.category][language]
  const city = listing.city ? cityNames[listing.city][language] : ''
  const operator = listing.operator ? operatorNames[listing.operator][language] : ''
  const where = listing.category === 'mobile' ? operator : city
  // A wanted request says so on the price line; in English the plate's code and number are named too.
  const plate = language === 'en' && listing.category !== 'mobile' ? `${listing.code} ${listing.number}` : ''
  const forSale = listing.isOrder ? '' : shareWords(language).forSale
  return [kind, where, plate, forSale].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * Every text a card writes, by place ('' where it writes none): what the card draws as words comes
 * from here, and card-vocabulary.test.ts checks each of them against the generated outlines.
 */
export function cardTexts(listing: CardFacts, language: Language) {
  const mobile = showsMobile(listing)
  return {
    brandLetter,
    brandLatin: shareWords('en').brand,
    brandArabic: shareWords('ar').brand,
    sold: listing.isSold ? shareWords(language).sold : '',
    operator: mobile && listing.operator ? operatorNames[listing.operator][language] : '',
    /** One left-to-right string in both languages (the storefront shows it dir="ltr"). */
    mobileNumber: mobile ? formatMobileNumber(listing.number) : '',
    subtitle: subtitle(listing, language),
    price: listingPrice(listing, language),
  }
}

type Texts = ReturnType<typeof cardTexts>

/** The face a word is set in: Arabic words whole in Noto Sans Arabic, anything else glyph by glyph in Inter. */
function faceOf(word: string, weight: CardWeight): OutlineFace {
  return cardFaces[cardFaceKey(isArabicWord(word) ? 'arabic' : 'latin', weight)]
}

/** Positions keep four decimals, and scales (font units to the card's) six: far below a pixel. */
const fixed = (value: number, decimals = 4) => String(Math.round(value * 10 ** decimals) / 10 ** decimals)

/**
 * A card's drawing: the outlines its words use, each defined once in the card's `<defs>` and drawn with
 * `<use>`. Their ids are the faces' (`card-latin-800-…`), so they never meet a nested plate's (`plate-…`).
 */
class Outlines {
  readonly used = new Map<string, string>()

  /** `set` drawn in `face` at `size`, its pen starting at (x, y) on the baseline. */
  draw(face: OutlineFace, set: SetLine, at: { x: number; y: number; size: number; fill: string }): string {
    const uses = set.outlines
      .filter((outline) => outline.d !== '')
      .map((outline) => {
        this.used.set(outline.id, outline.d)
        return `<use href="#${outline.id}"${outline.x ? ` x="${fixed(outline.x)}"` : ''}/>`
      })
    if (uses.length === 0) return ''
    const scale = fixed(at.size / face.unitsPerEm, 6)
    return `<g transform="matrix(${scale} 0 0 ${scale} ${fixed(at.x)} ${fixed(at.y)})" fill="${at.fill}">${uses.join('')}</g>`
  }

  defs(): string {
    return [...this.used].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('')
  }
}

/** How wide a set line is at `size`, in the card's units. */
const widthOf = (face: OutlineFace, set: SetLine, size: number) => (set.advance * size) / face.unitsPerEm

/**
 * One line of words, each set in the face of its script and placed by its advance: Arabic words are
 * shaped whole (their letters join only within a word), and words run right to left on an Arabic line
 * (numbers and codes keep their own left-to-right order, as the storefront isolates them).
 */
function line(
  outlines: Outlines,
  text: string,
  options: {
    x: number
    y: number
    anchor: 'start' | 'middle' | 'end'
    rtl: boolean
    size: number
    weight: CardWeight
    fill: string
    gap?: number
  },
): string {
  const { size, fill, y } = options
  const gap = options.gap ?? size * 0.28
  const words = wordsOf(text).map((word) => {
    const face = faceOf(word, options.weight)
    const set = setLine(face, word)
    return { face, set, width: widthOf(face, set, size) }
  })
  if (options.rtl) words.reverse()
  const total = words.reduce((sum, word) => sum + word.width, 0) + gap * Math.max(0, words.length - 1)
  let x = options.anchor === 'start' ? options.x : options.anchor === 'end' ? options.x - total : options.x - total / 2
  return words
    .map(({ face, set, width }) => {
      const drawn = outlines.draw(face, set, { x, y, size, fill })
      x += width + gap
      return drawn
    })
    .join('')
}

/** `text` set glyph by glyph with `spacing` font units between characters (CSS letter-spacing). */
function spacedLine(face: OutlineFace, text: string, spacing: number): SetLine {
  const placed: PlacedOutline[] = []
  let pen = 0
  let previous = ''
  for (const character of text) {
    if (previous) pen += spacing + (face.kerning[previous + character] ?? 0)
    const glyph = setLine(face, character)
    for (const outline of glyph.outlines) placed.push({ ...outline, x: pen + outline.x })
    pen += glyph.advance
    previous = character
  }
  return { advance: pen, outlines: placed }
}

/**
 * The share card of a listing as one SVG (1200×630 units): the Raqam wordmark, the plate drawn by
 * @raqam/plates (or a mobile-number card), what the listing is and its price, in the page language.
 * Every word is an outline (generated/card-outlines.ts): no font is named or needed. `width` scales the
 * whole picture (an e-mail's is smaller than a link preview's), drawn as vectors at that size rather
 * than shrunk from pixels.
 */
export function cardSvg(listing: CardFacts, language: Language, width = CARD_WIDTH): string {
  const rtl = language === 'ar'
  const height = Math.round((width * CARD_HEIGHT) / CARD_WIDTH)
  const texts = cardTexts(listing, language)
  const outlines = new Outlines()
  const body = [
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#card-glow)"/>`,
    `<rect x="0" y="${CARD_HEIGHT - 10}" width="${CARD_WIDTH}" height="10" fill="${colors.gold400}"/>`,
    wordmark(outlines, texts),
    texts.sold ? soldBadge(outlines, texts.sold, rtl) : '',
    showsMobile(listing) ? mobilePicture(outlines, texts, rtl) : platePicture(listing),
    line(outlines, texts.subtitle, {
      x: CARD_WIDTH / 2,
      y: 500,
      anchor: 'middle',
      rtl,
      size: 34,
      weight: 'medium',
      fill: colors.muted,
    }),
    line(outlines, texts.price, {
      x: CARD_WIDTH / 2,
      y: 580,
      anchor: 'middle',
      rtl,
      size: 60,
      weight: 'heavy',
      fill: colors.gold400,
      gap: 20,
    }),
  ].join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<defs><radialGradient id="card-glow" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${colors.navy700}"/><stop offset="1" stop-color="${colors.navy950}"/></radialGradient>${outlines.defs()}</defs>`,
    body,
    '</svg>',
  ].join('')
}

/** The storefront's logo (apps/web Logo): the ر tile, "Raqam" and رقم, the same in both directions. */
function wordmark(outlines: Outlines, texts: Texts): string {
  const letter = faceOf(texts.brandLetter, 'heavy')
  const letterSet = setLine(letter, texts.brandLetter)
  const latin = faceOf(texts.brandLatin, 'heavy')
  const latinSet = setLine(latin, texts.brandLatin)
  const arabic = faceOf(texts.brandArabic, 'heavy')
  return [
    `<rect x="64" y="48" width="64" height="64" rx="14" fill="${colors.gold400}"/>`,
    // The letter centred on the tile.
    outlines.draw(letter, letterSet, {
      x: 96 - widthOf(letter, letterSet, 36) / 2,
      y: 93,
      size: 36,
      fill: colors.navy900,
    }),
    outlines.draw(latin, latinSet, { x: 148, y: 94, size: 40, fill: colors.white }),
    outlines.draw(arabic, setLine(arabic, texts.brandArabic), {
      x: 148 + widthOf(latin, latinSet, 40) + 14,
      y: 94,
      size: 40,
      fill: colors.gold400,
    }),
  ].join('')
}

function soldBadge(outlines: Outlines, label: string, rtl: boolean): string {
  return [
    `<rect x="${CARD_WIDTH - 64 - 180}" y="48" width="180" height="64" rx="32" fill="${colors.red600}"/>`,
    line(outlines, label, {
      x: CARD_WIDTH - 64 - 90,
      y: 91,
      anchor: 'middle',
      rtl,
      size: 30,
      weight: 'heavy',
      fill: colors.white,
    }),
  ].join('')
}

/** The area between the wordmark and the subtitle. */
const stage = { top: 140, bottom: 440, width: 980 }

/**
 * The plate from the framework-free core, nested as its own viewport and scaled to the stage. It
 * carries its own `<defs>` (its outlines, ids `plate-…`, which the card's own ids never take).
 */
function platePicture(listing: CardFacts): string {
  const kind = listing.category === 'motorcycle' ? 'motorcycle' : 'car'
  const layout = plateLayout(kind, listing.city!)
  const scale = Math.min(stage.width / layout.width, (stage.bottom - stage.top) / layout.height)
  const width = layout.width * scale
  const height = layout.height * scale
  const x = (CARD_WIDTH - width) / 2
  const y = stage.top + (stage.bottom - stage.top - height) / 2
  // The core escapes what it draws; without a label the plate is decoration (no accessible name).
  const svg = renderPlateSvg({ kind, city: listing.city!, code: listing.code!, number: listing.number })
  const box = `x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}"`
  const nested = svg.replace(/^<svg\b[^>]*>/, `<svg ${box} viewBox="0 0 ${layout.width} ${layout.height}">`)
  const shadow = `<rect x="${(x + 6).toFixed(1)}" y="${(y + 14).toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(scale * 8).toFixed(1)}" fill="#000000" fill-opacity="0.35"/>`
  return shadow + nested
}

/** A mobile number: the operator and the grouped number on a white card, as the storefront shows it. */
function mobilePicture(outlines: Outlines, texts: Texts, rtl: boolean): string {
  const width = 900
  const height = 240
  const x = (CARD_WIDTH - width) / 2
  const y = stage.top + (stage.bottom - stage.top - height) / 2
  const digits = faceOf(texts.mobileNumber, 'heavy')
  const size = 104
  // 4 units of letter spacing, in the face's units.
  const number = spacedLine(digits, texts.mobileNumber, (4 * digits.unitsPerEm) / size)
  return [
    `<rect x="${x + 6}" y="${y + 14}" width="${width}" height="${height}" rx="28" fill="#000000" fill-opacity="0.35"/>`,
    `<clipPath id="card-mobile-edge"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28"/></clipPath>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28" fill="${colors.warmWhite}"/>`,
    // The gold edge follows the card's rounded corners.
    `<rect x="${x}" y="${y}" width="${width}" height="16" fill="${colors.gold400}" clip-path="url(#card-mobile-edge)"/>`,
    line(outlines, texts.operator, {
      x: CARD_WIDTH / 2,
      y: y + 72,
      anchor: 'middle',
      rtl,
      size: 32,
      weight: 'medium',
      fill: colors.navy700,
    }),
    // The number is one left-to-right string in both languages, centred.
    outlines.draw(digits, number, {
      x: CARD_WIDTH / 2 - widthOf(digits, number, size) / 2,
      y: y + 180,
      size,
      fill: colors.navy900,
    }),
  ].join('')
}
