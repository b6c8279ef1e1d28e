import i18next from 'i18next'
import type { Language, RefusalReason, ReportReason } from '@raqam/api/schema'
import { cityNames } from '@raqam/listing-rules/cities'
import { formatMobileNumber } from '@raqam/listing-rules/numbers'
import { isolate, isolateNumbers } from '@raqam/text/numbers-in-text'
import { listingPrice } from '@raqam/text/prices'
import type { AlertListing, Channel, MessageKinds } from '../kinds.ts'
import ar from './ar.json' with { type: 'json' }
import en from './en.json' with { type: 'json' }

/**
 * The words of the server's messages (codes, passwords, match alerts, moderators' decisions, a
 * deletion's confirmation) in both languages, i18next catalogues with every plural form each language
 * needs. The server's own words: the storefront never shows them, so they live beside the notifier
 * rather than in @raqam/api/texts.
 */
export const notifierCatalogue = { en, ar } satisfies Record<Language, object>

const NAMESPACE = 'notifier'

const instance = i18next.createInstance()
void instance.init({
  fallbackLng: false,
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  resources: { en: { [NAMESPACE]: en }, ar: { [NAMESPACE]: ar } },
  // The texts are not markup: the e-mails' renderer escapes what it writes.
  interpolation: { escapeValue: false },
  initAsync: false,
})

/** Every text's key, nested keys joined with dots and plural suffixes folded (`matchAlert.intro`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]
type Folded<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key
type Key = Folded<Leaves<typeof en>>

type Translate = (key: Key, values?: Record<string, string | number>) => string

const translators: Record<Language, Translate> = {
  en: instance.getFixedT('en', NAMESPACE) as unknown as Translate,
  ar: instance.getFixedT('ar', NAMESPACE) as unknown as Translate,
}

/** One listing as a message names it: its title, its price and what its picture shows. */
export interface ListingWords {
  title: string
  price: string
  /** The alternative text of the listing's share card. */
  picture: string
}

/** The words of each kind of message in one language. */
export interface MessageWords {
  /** The wordmark of the e-mails' header. */
  brand: string
  /** The contact page's link, where a customer disputes a decision or a deletion. */
  contact: string
  verificationCode(
    params: MessageKinds['verificationCode'],
    channel: Channel,
  ): { subject: string; heading: string; sentence: string; lead: string; expiry: string; notYou: string }
  newPassword(params: MessageKinds['newPassword']): {
    subject: string
    heading: string
    sentence: string
    lead: string
    validity: string
    notYou: string
  }
  matchAlert(params: Pick<MessageKinds['matchAlert'], 'name' | 'wanted'> & { count: number }): {
    subject: string
    intro: string
    /** Why the customer receives it: the saved search or the wanted request. */
    why: string
    open: string
    /** Before the link of every match: "…and 3 more:" when some were not named, else "All your matches:". */
    rest: (unnamed: number) => string
    allButton: string
    stop: string
    stopLink: string
  }
  moderationDecision(params: MessageKinds['moderationDecision']): {
    subject: string
    /** What was decided, in one sentence (WhatsApp's first parameter). */
    lead: string
    /** The reason in words, and the line that gives it ("Reason: …"); null without one. */
    reason: string | null
    reasonLine: string | null
    /** The moderators' note to the seller, and its line; null when they wrote none. */
    note: string | null
    noteLine: string | null
    /** What the seller can do now. */
    next: string
    open: string
    home: string
    why: string
  }
  accountDeleted(params: MessageKinds['accountDeleted']): {
    subject: string
    heading: string
    lead: string
    next: string
    notYou: string
  }
  listing(listing: AlertListing): ListingWords
}

/** The words of every kind of message in `language`. */
export function messageWords(language: Language): MessageWords {
  const t = translators[language]
  const arabic = language === 'ar'
  // A value placed into an Arabic sentence keeps its own reading order (ADR 0013); English is left as is.
  const value = (text: string) => (arabic ? isolate(text) : text)
  // Text people wrote (titles, a search's name): only its grouped numbers need it.
  const written = (text: string) => (arabic ? isolateNumbers(text) : text)
  const counted = (count: number) => ({ count, n: value(String(count)) })

  return {
    brand: t('brand'),
    contact: t('contact'),
    verificationCode: ({ code, minutes }, channel) => ({
      subject: t('verificationCode.subject'),
      heading: t('verificationCode.heading'),
      sentence: t(`verificationCode.text.${channel}`, { code: value(code) }),
      lead: t('verificationCode.lead'),
      expiry: t('verificationCode.expiry', counted(minutes)),
      notYou: t('verificationCode.notYou'),
    }),
    newPassword: ({ password, hours }) => ({
      subject: t('newPassword.subject'),
      heading: t('newPassword.heading'),
      sentence: t('newPassword.text', { password: value(password) }),
      lead: t('newPassword.lead'),
      validity: t('newPassword.validity', counted(hours)),
      notYou: t('newPassword.notYou'),
    }),
    matchAlert: ({ name, wanted, count }) => {
      // A wanted request's standing search is named by the request's number (ADR 0022).
      const named: Record<string, string> = wanted ? { number: value(name) } : { name: written(name) }
      return {
        subject: t(wanted ? 'matchAlert.wantedSubject' : 'matchAlert.subject', { ...counted(count), ...named }),
        intro: t(wanted ? 'matchAlert.wantedIntro' : 'matchAlert.intro', { ...counted(count), ...named }),
        why: t(wanted ? 'matchAlert.wantedWhy' : 'matchAlert.why', named),
        open: t('matchAlert.open'),
        rest: (unnamed) => (unnamed > 0 ? t('matchAlert.more', counted(unnamed)) : t('matchAlert.all')),
        allButton: t('matchAlert.allButton'),
        stop: t('matchAlert.stop'),
        stopLink: t('matchAlert.stopLink'),
      }
    },
    moderationDecision: ({ decision, reason, note, listing }) => {
      // A refused proof has its own reasons; every other decision gives a report's reason.
      const why = !reason
        ? null
        : decision === 'verificationRefused'
          ? t(`moderationDecision.refusals.${reason as RefusalReason}`)
          : t(`moderationDecision.reasons.${reason as ReportReason}`)
      const said = note.trim() ? written(note.trim()) : null
      const title = listing
        ? arabic
          ? written(listing.titleAr || listing.titleEn)
          : listing.titleEn || listing.titleAr
        : t('moderationDecision.yourListing')
      return {
        subject: t(`moderationDecision.${decision}.subject`),
        lead: t(`moderationDecision.${decision}.lead`, { title }),
        reason: why,
        reasonLine: why && t('moderationDecision.reasonLine', { reason: why }),
        note: said,
        noteLine: said && t('moderationDecision.noteLine', { note: said }),
        next: t(`moderationDecision.${decision}.next`),
        open: t('moderationDecision.open'),
        home: t('moderationDecision.home'),
        why: t('moderationDecision.why'),
      }
    },
    accountDeleted: ({ username }) => ({
      subject: t('accountDeleted.subject'),
      heading: t('accountDeleted.heading'),
      lead: t('accountDeleted.lead', { username: value(username) }),
      next: t('accountDeleted.next'),
      notYou: t('accountDeleted.notYou'),
    }),
    listing: (listing) => ({
      // The title of the customer's language, else the other one (sellers may write only one).
      title: arabic ? written(listing.titleAr || listing.titleEn) : listing.titleEn || listing.titleAr,
      // A single amount keeps its place in an Arabic line without marks; isolating it would turn
      // "80,000 درهم" around, the currency first.
      price: listingPrice(listing, language),
      picture: pictureText(t, listing, language, value),
    }),
  }
}

/** What a listing's share card shows: a plate of an emirate with its code and number, or a mobile number. */
function pictureText(t: Translate, listing: AlertListing, language: Language, value: (text: string) => string) {
  if (listing.category === 'mobile' || !listing.city) {
    return t('matchAlert.picture.mobile', { number: value(formatMobileNumber(listing.number)) })
  }
  // Code and number run left to right as they stand on the plate.
  const plate = value([listing.code, listing.number].filter(Boolean).join(' '))
  return t(`matchAlert.picture.${listing.category}`, { city: cityNames[listing.city][language], plate })
}
