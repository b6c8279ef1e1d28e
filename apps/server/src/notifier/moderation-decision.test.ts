import { describe, expect, test } from 'vitest'
import { cardRenderer } from '#cards/card-renderer.ts'
import { alertListings, messageJob } from '#test/message-jobs.ts'
import { renderEmail } from './email/render-email.tsx'
import { renderText } from './render-text.ts'
import { templateMessage } from './whatsapp-templates.ts'

const LRI = '\u2066'
const PDI = '\u2069'
const origin = 'https://raqam.example'
const [listing] = alertListings(1)
const cards = cardRenderer()

describe("a moderators' decision", () => {
  test('says what was decided, why and the note, and links to where the seller goes next', () => {
    const job = messageJob(
      'moderationDecision',
      {
        decision: 'verificationRefused',
        reason: 'numberMismatch',
        note: 'The certificate is for 7777.',
        listing,
        origin,
      },
      'en',
    )
    expect(renderText(job)).toEqual({
      subject: 'Your proof of ownership was not accepted',
      text: [
        'Our moderators could not accept your proof of ownership for your listing “Dubai AA 777”.',
        'Reason: the proof is for another number',
        "Our moderators' note: The certificate is for 7777.",
        "You can send a new proof from the listing's page.",
        `View the listing: ${origin}/details/car/${listing!.id}`,
      ].join('\n'),
    })
  })

  test('keeps a written note as text in the e-mail, whatever it holds', async () => {
    const job = messageJob(
      'moderationDecision',
      { decision: 'listingHidden', reason: 'offensive', note: '<b>no</b> & <script>x</script>', listing, origin },
      'en',
    )
    const { html } = await renderEmail(job, { cards })
    expect(html).toContain('&lt;b&gt;no&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;')
    expect(html).not.toContain('<script>')
  })

  test('in Arabic: right to left, the title and note as written, grouped numbers in their reading order', async () => {
    const job = messageJob(
      'moderationDecision',
      { decision: 'listingHidden', reason: 'duplicate', note: 'مكرر مع الرقم 055 196 4422', listing, origin },
      'ar',
    )
    const { html, subject } = await renderEmail(job, { cards })
    expect(subject).toBe('أزلنا إعلانك من «رقم»')
    expect(html).toContain('<html lang="ar" dir="rtl">')
    const { text } = renderText(job)
    expect(text).toContain('أزال فريق الإشراف إعلانك «دبي AA 777 لوحة مميزة» من «رقم»')
    expect(text).toContain('السبب: إعلان مكرر لإعلان آخر')
    expect(text).toContain(`ملاحظة فريق الإشراف: مكرر مع الرقم ${LRI}055 196 4422${PDI}`)
    expect(text).toContain(`${origin}/contact?lang=ar`)
  })

  test('goes by WhatsApp as its template: the decision, the reason, the note, the link', () => {
    const job = messageJob('moderationDecision', { decision: 'sellerReinstated', note: '', origin }, 'en', 'whatsapp')
    const template = templateMessage(job, { moderationDecision: { en: { name: 'raqam_decision', code: 'en' } } })
    expect(template?.components[0]?.parameters.map((parameter) => parameter.text)).toEqual([
      'Our moderators lifted the suspension of your Raqam account: you can sign in again.',
      '-',
      '-',
      `${origin}/`,
    ])
  })
})

describe("an account's deletion", () => {
  test('is confirmed by e-mail in the customer language, with where to write if it was not them', async () => {
    const job = messageJob('accountDeleted', { username: 'Mariam', origin }, 'ar')
    const { subject, html, text } = await renderEmail(job, { cards })
    expect(subject).toBe('حذفنا حسابك في «رقم»')
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain(`href="${origin}/contact?lang=ar"`)
    expect(text).toContain(`${LRI}Mariam${PDI}، بناءً على طلبك`)
    expect(templateMessage({ ...job, channel: 'whatsapp' }, {})).toBeNull()
  })
})
