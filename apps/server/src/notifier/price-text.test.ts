import { describe, expect, it } from 'vitest'
import { setLine } from '@raqam/outlines/line'
import { formatPrice } from '@raqam/text/prices'
import { cardRenderer } from '#cards/card-renderer.ts'
import { cardSvg, cardTexts } from '#cards/card-svg.ts'
import { cardFaceKey, isArabicWord } from '#cards/card-vocabulary.ts'
import { cardFaces } from '#cards/generated/card-outlines.ts'
import { alertJob, alertListings } from '#test/message-jobs.ts'
import { renderEmail } from './email/render-email.tsx'
import { renderText } from './render-text.ts'
import { templateMessage } from './whatsapp-templates.ts'

/**
 * The AED price text has one home, @raqam/text/prices (the storefront's Price component is held to it in
 * @raqam/ui). Here: the share card, the match e-mail (both parts) and the WhatsApp template write the same
 * text for the same price, in both languages.
 */
describe.each(['en', 'ar'] as const)('the price of a listing in %s', (language) => {
  // The first listing of the sample alert: a Dubai car plate for AED 80,000.
  const job = alertJob(language, 1)
  const listing = alertListings(1)[0]!
  const price = formatPrice(80_000, language)

  it('is the one text of @raqam/text/prices in the e-mail, its text part and WhatsApp', async () => {
    expect(listing.newPrice).toBe(80_000)
    expect(renderText(job).text).toContain(price)
    const email = await renderEmail(job, { cards: cardRenderer() })
    expect(email.html).toContain(price)
    const template = templateMessage(
      { ...job, channel: 'whatsapp' },
      { matchAlert: { [language]: { name: 'raqam_match', code: language } } },
    )
    expect(template!.components[0]!.parameters[3]!.text).toBe(price)
  })

  it('is drawn on the share card word by word, each word from its outlines', () => {
    expect(cardTexts(listing, language).price).toBe(price)
    const svg = cardSvg(listing, language)
    const drawn = [...svg.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id).join(' ')
    for (const word of price.split('\u00a0')) {
      const face = cardFaces[cardFaceKey(isArabicWord(word) ? 'arabic' : 'latin', 'heavy')]
      const { outlines } = setLine(face, word)
      expect(outlines.length).toBeGreaterThan(0)
      for (const outline of outlines) expect(svg).toContain(`<path id="${outline.id}" d="${outline.d}"/>`)
      expect(drawn).toContain(outlines.map((outline) => outline.id).join(' '))
    }
  })
})
