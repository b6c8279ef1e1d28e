import { SaxesParser } from 'saxes'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { cardRenderer } from '#cards/card-renderer.ts'
import { API_PREFIX } from '#contract.ts'
import { readOperations } from '#http/operations.ts'
import { alertJob, alertListings, messageJob } from '#test/message-jobs.ts'
import type { MessageJob } from '../kinds.ts'
import { renderText } from '../render-text.ts'
import { renderEmail } from './render-email.tsx'

interface Element {
  name: string
  attributes: Record<string, string>
  children: (Element | string)[]
}

/**
 * The e-mail's HTML read by a conforming XML parser, which throws on anything not well-formed: React's
 * renderer closes every element, so the document is XML as well as HTML.
 */
function parse(html: string): Element {
  const parser = new SaxesParser()
  const root: Element = { name: '#document', attributes: {}, children: [] }
  const open: Element[] = [root]
  parser.on('opentag', (tag) => {
    const element: Element = {
      name: tag.name.toLowerCase(),
      attributes: tag.attributes as Record<string, string>,
      children: [],
    }
    open.at(-1)!.children.push(element)
    if (!tag.isSelfClosing) open.push(element)
  })
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop()
  })
  parser.on('text', (text) => open.at(-1)!.children.push(text))
  parser.write(html).close()
  return root.children.find((child): child is Element => typeof child !== 'string')!
}

function all(element: Element, name: string): Element[] {
  return element.children.flatMap((child) =>
    typeof child === 'string' ? [] : [...(child.name === name ? [child] : []), ...all(child, name)],
  )
}

/** What a reader sees: the body's text (not the hidden preview line) and the pictures' alternative texts. */
function visibleText(element: Element): string {
  if (element.name === 'head' || /display:\s*none/.test(element.attributes.style ?? '')) return ''
  return element.children
    .map((child) =>
      typeof child === 'string' ? child : child.name === 'img' ? ` ${child.attributes.alt ?? ''} ` : visibleText(child),
    )
    .join(' ')
}

const cards = cardRenderer()

describe('a match alert e-mail', () => {
  test('in Arabic: right to left, and no English word but the plates’ letters', async () => {
    const job = alertJob('ar', 7)
    const email = await renderEmail(job, { cards })
    const html = parse(email.html)
    expect(email.html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true)
    expect(html.attributes).toMatchObject({ lang: 'ar', dir: 'rtl' })
    const main = all(html, 'table').filter((table) => table.attributes.dir)
    expect(main.map((table) => table.attributes.dir)).toEqual(['rtl'])

    const plateLetters = new Set(alertListings(7).flatMap((listing) => (listing.code ? [listing.code] : [])))
    const text = visibleText(html).replace(/https?:\/\/\S+/g, '')
    const latinWords = [...text.matchAll(/[A-Za-z]+/g)].map(([word]) => word)
    expect(latinWords.length).toBeGreaterThan(0)
    for (const word of latinWords) expect(plateLetters, word).toContain(word)
    // The listings' prices and the Arabic wordmark are there.
    expect(text).toContain('80,000\u00a0درهم')
    expect(text).toContain('رقم')
  })

  test("in English: left to right, the listings' titles and prices", async () => {
    const email = await renderEmail(alertJob('en', 2), { cards })
    const html = parse(email.html)
    expect(html.attributes).toMatchObject({ lang: 'en', dir: 'ltr' })
    expect(visibleText(html)).toContain('AED\u00a080,000')
    expect(visibleText(html)).toContain('Special du 055 196 4422')
  })

  test('shows the first five listings with their share cards, 600 pixels wide, attached and referenced by cid', async () => {
    const email = await renderEmail(alertJob('ar', 7), { cards })
    const images = all(parse(email.html), 'img')
    expect(images).toHaveLength(5)
    const referenced = images.map((image) => image.attributes.src)
    expect(referenced).toEqual(email.attachments.map((attachment) => `cid:${attachment.cid}`))
    expect(new Set(referenced).size).toBe(5)
    for (const image of images) expect(image.attributes.alt).toMatch(/^(لوحة|رقم هاتف)/)
    for (const attachment of email.attachments) {
      expect(attachment.contentType).toBe('image/png')
      expect(await sharp(attachment.content).metadata()).toMatchObject({ format: 'png', width: 600, height: 315 })
      // Drawn at half size, words included: the subtitle's and the price's bands hold light ink on the navy
      // (whose red stays below 30).
      for (const top of [231, 264]) {
        const band = await sharp(attachment.content)
          .extract({ left: 20, top, width: 560, height: 36 })
          .removeAlpha()
          .raw()
          .toBuffer()
        const light = band.filter((value, i) => i % 3 === 0 && value > 150).length
        expect(light).toBeGreaterThan(200)
      }
    }
    // React adds no preload of the pictures to the head.
    expect(all(parse(email.html), 'link')).toEqual([])
  })

  test("every link opens the storefront in the customer's language", async () => {
    const arabic = all(parse((await renderEmail(alertJob('ar', 7), { cards })).html), 'a')
    expect(arabic.length).toBeGreaterThan(5)
    for (const link of arabic) expect(link.attributes.href).toMatch(/^https:\/\/raqam\.example\/.*\?lang=ar$/)
    const english = all(parse((await renderEmail(alertJob('en', 3), { cards })).html), 'a')
    for (const link of english) expect(link.attributes.href).not.toContain('lang=')
  })

  test("carries the one-click unsubscribe of the contract's operation", async () => {
    const email = await renderEmail(alertJob('en', 1), { cards })
    const operation = readOperations().get('unsubscribeSavedSearchOneClick')!
    expect(operation).toMatchObject({ method: 'POST', path: '/saved-searches/unsubscribe/{token}' })
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<https://raqam.example${API_PREFIX}/saved-searches/unsubscribe/tok-3q2%2B7w>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  test('escapes what customers and sellers wrote', async () => {
    const listing = { ...alertListings(1)[0]!, titleEn: '<b>bold</b> & "quoted"' }
    const email = await renderEmail(alertJob('en', 1, { name: '<script>x</script>', listings: [listing] }), { cards })
    const html = parse(email.html)
    expect(all(html, 'script')).toEqual([])
    expect(all(html, 'b')).toEqual([])
    expect(visibleText(html)).toContain('<script>x</script>')
    expect(visibleText(html)).toContain('<b>bold</b> & "quoted"')
  })
})

describe('every e-mail', () => {
  const jobs: MessageJob[] = [
    alertJob('ar', 3),
    alertJob('en', 8, { name: '777', wanted: true }),
    messageJob('verificationCode', { code: '483920', minutes: 10 }, 'ar'),
    messageJob('verificationCode', { code: '483920', minutes: 10 }, 'en'),
    messageJob('newPassword', { password: 'Xk7-pQ2m-Vr9t', hours: 24 }, 'ar'),
    messageJob('newPassword', { password: 'Xk7-pQ2m-Vr9t', hours: 24 }, 'en'),
  ]

  test.each(jobs.map((job) => [`${job.kind} (${job.language})`, job] as const))(
    '%s: its text part and subject are those of renderText',
    async (_, job) => {
      const email = await renderEmail(job, { cards })
      const { subject, text } = renderText(job)
      expect(email.text).toBe(text)
      expect(email.subject).toBe(subject)
      expect(parse(email.html).attributes.lang).toBe(job.language)
      expect(all(parse(email.html), 'title').map((title) => title.children.join(''))).toEqual([subject])
    },
  )

  test.each([
    ['verificationCode', 'ar'],
    ['newPassword', 'en'],
  ] as const)(
    '%s (%s): the secret stands alone, left to right, with no marks to copy along',
    async (kind, language) => {
      const job = jobs.find((candidate) => candidate.kind === kind && candidate.language === language)!
      const secret = kind === 'verificationCode' ? '483920' : 'Xk7-pQ2m-Vr9t'
      const cells = all(parse((await renderEmail(job, { cards })).html), 'td').filter(
        (cell) => cell.children.join('') === secret,
      )
      expect(cells).toHaveLength(1)
      expect(cells[0]!.attributes.dir).toBe('ltr')
      expect(cells[0]!.attributes.style).toContain('user-select:all')
      expect((await renderEmail(job, { cards })).headers).toEqual({})
    },
  )
})
