import type { Language } from '@raqam/api/schema'
import { paths } from '@raqam/routes/paths'
import { isolate, isolateNumbers } from '@raqam/text/numbers-in-text'
import { priceText } from '#cards/card-svg.ts'
import type { DueAlert } from '#resources/saved-searches.repository.ts'

/** How many listings one message names; the rest are on the customer's matches page. */
const LISTINGS_PER_MESSAGE = 5

const words = {
  en: {
    subject: (count: number, name: string) =>
      count === 1 ? `New match for “${name}” on Raqam` : `${count} new matches for “${name}” on Raqam`,
    intro: (count: number, name: string) =>
      count === 1
        ? `A new listing matches your saved search “${name}”:`
        : `${count} new listings match your saved search “${name}”:`,
    wantedSubject: (count: number, number: string) =>
      count === 1
        ? `A listing answers your wanted request ${number} on Raqam`
        : `${count} listings answer your wanted request ${number} on Raqam`,
    wantedIntro: (count: number, number: string) =>
      count === 1
        ? `A listing for sale answers your wanted request ${number}:`
        : `${count} listings for sale answer your wanted request ${number}:`,
    more: (count: number) => `…and ${count} more:`,
    all: 'All your matches:',
    stop: 'Stop these messages:',
  },
  ar: {
    subject: (count: number, name: string) =>
      count === 1
        ? `إعلان جديد يطابق «${name}» في «رقم»`
        : `${isolate(String(count))} إعلانات جديدة تطابق «${name}» في «رقم»`,
    intro: (count: number, name: string) =>
      count === 1
        ? `إعلان جديد يطابق بحثك المحفوظ «${name}»:`
        : `${isolate(String(count))} إعلانات جديدة تطابق بحثك المحفوظ «${name}»:`,
    wantedSubject: (count: number, number: string) =>
      count === 1
        ? `إعلان يلبّي طلب الشراء ${isolate(number)} في «رقم»`
        : `${isolate(String(count))} إعلانات تلبّي طلب الشراء ${isolate(number)} في «رقم»`,
    wantedIntro: (count: number, number: string) =>
      count === 1
        ? `إعلان للبيع يلبّي طلب الشراء ${isolate(number)}:`
        : `${isolate(String(count))} إعلانات للبيع تلبّي طلب الشراء ${isolate(number)}:`,
    more: (count: number) => `…و${isolate(String(count))} غيرها:`,
    all: 'كل الإعلانات المطابقة:',
    stop: 'لإيقاف هذه الرسائل:',
  },
} satisfies Record<Language, unknown>

/**
 * The message of a saved search's (or a wanted request's) waiting matches, in its owner's language: each listing's title,
 * price and link (at most LISTINGS_PER_MESSAGE), then the link of every match and the unsubscribe
 * link. The same text goes by e-mail (with the subject) and WhatsApp.
 */
export function matchMessage(alert: DueAlert): { subject: string; text: string } {
  const language = alert.language
  const w = words[language]
  const query = language === 'ar' ? '?lang=ar' : ''
  const link = (path: string) => `${alert.origin}${path}${query}`
  const shown = alert.listings.slice(0, LISTINGS_PER_MESSAGE)
  const lines = shown.map((listing) => {
    // Numbers inside an Arabic title keep their reading order (ADR 0013).
    const title =
      language === 'ar' ? isolateNumbers(listing.titleAr || listing.titleEn) : listing.titleEn || listing.titleAr
    const price = priceText(listing, language)
    return `• ${title} — ${language === 'ar' ? isolate(price) : price}\n  ${link(paths.details.href(listing.category, listing.id))}`
  })
  const rest = alert.listings.length - shown.length
  // A wanted request's standing search is named by the request's number (ADR 0022).
  const [subject, intro] = alert.wantedId
    ? [w.wantedSubject(alert.listings.length, alert.name), w.wantedIntro(alert.listings.length, alert.name)]
    : [w.subject(alert.listings.length, alert.name), w.intro(alert.listings.length, alert.name)]
  const text = [
    intro,
    ...lines,
    rest > 0 ? `${w.more(rest)} ${link(paths.matches.href())}` : `${w.all} ${link(paths.matches.href())}`,
    '',
    `${w.stop} ${alert.origin}${paths.unsubscribe.href(alert.unsubscribeToken)}${query}`,
  ].join('\n')
  return { subject, text }
}
