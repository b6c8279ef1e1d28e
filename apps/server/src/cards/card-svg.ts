import { categoryNames } from '@raqam/listing-rules/categories'
import { cityNames } from '@raqam/listing-rules/cities'
import { formatMobileNumber, operatorNames } from '@raqam/listing-rules/numbers'
import { plateLayout, renderPlateSvg } from '@raqam/plates/core'
import type { Language } from '@raqam/text/languages'
import { listingPrice } from '@raqam/text/prices'
import { shareWords, type ShareFacts } from './share-text.ts'
import { cardFonts } from './card-fonts.ts'
import { palette as colors } from './palette.ts'

/** og:image's recommended size (Facebook, LinkedIn; X crops summary_large_image to 2:1 around the middle). */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** What a share card draws of a listing (its titles and descriptions are not on it). */
export type CardFacts = Pick<
  ShareFacts,
  'category' | 'city' | 'code' | 'number' | 'operator' | 'newPrice' | 'isOrder' | 'isSold'
>

/** The weights the card uses, per script (card-fonts.ts pins the variable fonts at exactly these). */
const weights = {
  latin: { medium: 600, heavy: 800 },
  arabic: { medium: 700, heavy: 800 },
} as const

type Script = keyof typeof weights
type Weight = keyof (typeof weights)['latin']

/** A face of the card: its family and its numeric weight. */
function faceOf(script: Script, weight: Weight): { family: string; weight: number } {
  return { family: cardFonts[script], weight: weights[script][weight] }
}

/** The ink width of a word set in one face at a size (the renderer measures with resvg itself). */
export type Measure = (word: string, face: { family: string; weight: number }, size: number) => number

/** Text content and attribute values are escaped; nothing from a listing reaches the SVG raw. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/

/**
 * One line of words, each set in the face of its script and placed by its measured width. resvg 2.6
 * neither falls back between fonts within a text nor keeps a tspan's font through bidi reordering, and
 * each @fontsource file holds one script, so a word is the unit: Arabic words join only within a word,
 * and words run right to left on an Arabic line (numbers and codes keep their own left-to-right order,
 * as the storefront isolates them).
 */
function line(
  text: string,
  options: {
    x: number
    y: number
    anchor: 'start' | 'middle' | 'end'
    rtl: boolean
    size: number
    weight: Weight
    fill: string
    gap?: number
  },
  measure: Measure,
): string {
  const gap = options.gap ?? options.size * 0.28
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const face = faceOf(ARABIC.test(word) ? 'arabic' : 'latin', options.weight)
      return { word, face, width: measure(word, face, options.size) }
    })
  if (options.rtl) words.reverse()
  const total = words.reduce((sum, word) => sum + word.width, 0) + gap * Math.max(0, words.length - 1)
  let x = options.anchor === 'start' ? options.x : options.anchor === 'end' ? options.x - total : options.x - total / 2
  return words
    .map(({ word, face, width }) => {
      const element = `<text x="${x.toFixed(1)}" y="${options.y}" font-family="${face.family}" font-size="${options.size}" font-weight="${face.weight}" fill="${options.fill}">${escapeXml(word)}</text>`
      x += width + gap
      return element
    })
    .join('')
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
 * The share card of a listing as one SVG (1200×630 units): the Raqam wordmark, the plate drawn by
 * @raqam/plates (or a mobile-number card), what the listing is and its price, in the page language.
 * `width` scales the whole picture (an e-mail's is smaller than a link preview's), drawn as vectors at
 * that size rather than shrunk from pixels.
 */
export function cardSvg(listing: CardFacts, language: Language, measure: Measure, width = CARD_WIDTH): string {
  const rtl = language === 'ar'
  const height = Math.round((width * CARD_HEIGHT) / CARD_WIDTH)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<defs><radialGradient id="glow" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${colors.navy700}"/><stop offset="1" stop-color="${colors.navy950}"/></radialGradient></defs>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>`,
    `<rect x="0" y="${CARD_HEIGHT - 10}" width="${CARD_WIDTH}" height="10" fill="${colors.gold400}"/>`,
    wordmark(measure),
    listing.isSold ? soldBadge(shareWords(language).sold, rtl, measure) : '',
    listing.category === 'mobile' || !listing.city || !listing.code
      ? mobilePicture(listing, language, measure)
      : platePicture(listing),
    line(
      subtitle(listing, language),
      { x: CARD_WIDTH / 2, y: 500, anchor: 'middle', rtl, size: 34, weight: 'medium', fill: colors.muted },
      measure,
    ),
    line(
      listingPrice(listing, language),
      { x: CARD_WIDTH / 2, y: 580, anchor: 'middle', rtl, size: 60, weight: 'heavy', fill: colors.gold400, gap: 20 },
      measure,
    ),
    '</svg>',
  ].join('')
}

/** The storefront's logo (apps/web Logo): the ر tile, "Raqam" and رقم, the same in both directions. */
function wordmark(measure: Measure): string {
  const arabic = faceOf('arabic', 'heavy')
  const latin = faceOf('latin', 'heavy')
  const raqamWidth = measure('Raqam', latin, 40)
  return [
    `<rect x="64" y="48" width="64" height="64" rx="14" fill="${colors.gold400}"/>`,
    `<text x="96" y="93" text-anchor="middle" font-family="${arabic.family}" font-size="36" font-weight="${arabic.weight}" fill="${colors.navy900}">ر</text>`,
    `<text x="148" y="94" font-family="${latin.family}" font-size="40" font-weight="${latin.weight}" fill="${colors.white}">Raqam</text>`,
    `<text x="${(148 + raqamWidth + 14).toFixed(1)}" y="94" font-family="${arabic.family}" font-size="40" font-weight="${arabic.weight}" fill="${colors.gold400}">رقم</text>`,
  ].join('')
}

function soldBadge(label: string, rtl: boolean, measure: Measure): string {
  return [
    `<rect x="${CARD_WIDTH - 64 - 180}" y="48" width="180" height="64" rx="32" fill="${colors.red600}"/>`,
    line(
      label,
      { x: CARD_WIDTH - 64 - 90, y: 91, anchor: 'middle', rtl, size: 30, weight: 'heavy', fill: colors.white },
      measure,
    ),
  ].join('')
}

/** The area between the wordmark and the subtitle. */
const stage = { top: 140, bottom: 440, width: 980 }

/** The plate from the framework-free core, nested as its own viewport and scaled to the stage. */
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
function mobilePicture(listing: CardFacts, language: Language, measure: Measure): string {
  const width = 900
  const height = 240
  const x = (CARD_WIDTH - width) / 2
  const y = stage.top + (stage.bottom - stage.top - height) / 2
  const operator = listing.operator ? operatorNames[listing.operator][language] : ''
  const digits = faceOf('latin', 'heavy')
  return [
    `<rect x="${x + 6}" y="${y + 14}" width="${width}" height="${height}" rx="28" fill="#000000" fill-opacity="0.35"/>`,
    `<clipPath id="mobile-card"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28"/></clipPath>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28" fill="${colors.warmWhite}"/>`,
    // The gold edge follows the card's rounded corners.
    `<rect x="${x}" y="${y}" width="${width}" height="16" fill="${colors.gold400}" clip-path="url(#mobile-card)"/>`,
    line(
      operator,
      {
        x: CARD_WIDTH / 2,
        y: y + 72,
        anchor: 'middle',
        rtl: language === 'ar',
        size: 32,
        weight: 'medium',
        fill: colors.navy700,
      },
      measure,
    ),
    // The number is one left-to-right string in both languages (the storefront shows it dir="ltr").
    `<text x="${CARD_WIDTH / 2}" y="${y + 180}" text-anchor="middle" font-family="${digits.family}" font-size="104" font-weight="${digits.weight}" fill="${colors.navy900}" letter-spacing="4">${escapeXml(formatMobileNumber(listing.number))}</text>`,
  ].join('')
}
