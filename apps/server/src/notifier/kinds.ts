import type { Language, RefusalReason, ReportReason } from '@raqam/api/schema'
import type { Listing } from '#contract.ts'

/** How a message reaches a customer. Each channel is a queue of its own (ADR 0031). */
export const CHANNELS = ['email', 'whatsapp'] as const
export type Channel = (typeof CHANNELS)[number]

/**
 * One listing as a match alert names it: enough for its line, its link and its picture (the share card,
 * which shows a sold listing as sold, hence `isSold`).
 */
export type AlertListing = Pick<
  Listing,
  'category' | 'city' | 'code' | 'number' | 'operator' | 'newPrice' | 'isOrder' | 'isSold' | 'titleEn' | 'titleAr'
> & { id: string }

/**
 * What each kind of message carries, besides its recipient and language. The words are chosen when the
 * message is sent (notifier/words), so a job holds facts, never sentences. A new kind is a new entry
 * here, its words in both languages, its e-mail, and its WhatsApp template where it goes by WhatsApp (notifier/whatsapp-templates.ts).
 */
export interface MessageKinds {
  /** A sign-up's verification code, one per channel (each channel has its own code). */
  verificationCode: { code: string; minutes: number }
  /** A new password, by e-mail only; it works beside the old one for `hours`. */
  newPassword: { password: string; hours: number }
  /** New listings answer a saved search or a wanted request (then `name` is the request's number). */
  matchAlert: {
    name: string
    wanted: boolean
    /** The listings that matched, oldest first (the message names the first few). */
    listings: AlertListing[]
    /** The origin the saved search was made on (its links point there). */
    origin: string
    unsubscribeToken: string
  }
  /** What moderators decided about a seller's listing, account or proof of ownership (ADR 0035). */
  moderationDecision: {
    decision: ModerationDecisionKind
    /** Why: a ReportReason (hiding, suspending) or a RefusalReason (a refused proof); absent otherwise. */
    reason?: ReportReason | RefusalReason
    /** The moderators' note to the seller (may be empty). */
    note: string
    /** The listing the decision is about (absent for a seller's suspension and reinstatement). */
    listing?: AlertListing
    /** The storefront the decision was made on (its links point there). */
    origin: string
  }
  /** The confirmation that an account was deleted, by e-mail only (queued before the address is erased). */
  accountDeleted: { username: string; origin: string }
}

/** The decisions a moderationDecision message tells. */
export type ModerationDecisionKind =
  | 'listingHidden'
  | 'listingRestored'
  | 'sellerSuspended'
  | 'sellerReinstated'
  | 'verificationApproved'
  | 'verificationRefused'

export type MessageKind = keyof MessageKinds

/** A message to send, as a job holds it: a kind with its facts, for one recipient on one channel. */
export type MessageJob = {
  [K in MessageKind]: {
    kind: K
    channel: Channel
    /** An e-mail address, or a phone number in the 9715XXXXXXXX form. */
    to: string
    language: Language
    params: MessageKinds[K]
    /** The request that caused the message, so its log lines and a dead job's can be joined. */
    requestId: string | null
    /** Past this instant (ISO) the message is worthless (an expired code) and is dropped, not sent. */
    expiresAt?: string
  }
}[MessageKind]
