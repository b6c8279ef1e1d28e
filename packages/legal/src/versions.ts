/**
 * Which legal documents exist, and the version and date of each now in force. A change to a
 * document's text gives it a new version here (major.minor, the contract's LegalVersion) and a new
 * date; a new version of the terms is shown once to every signed-in customer, who accepts it.
 */
export const legalDocumentIds = ['terms', 'privacy', 'refunds'] as const
export type LegalDocumentId = (typeof legalDocumentIds)[number]

export interface LegalVersion {
  /** major.minor; the contract's LegalVersion. */
  version: string
  /** The day it took effect, YYYY-MM-DD. */
  date: string
}

export const legalVersions: Record<LegalDocumentId, LegalVersion> = {
  terms: { version: '1.0', date: '2026-11-27' },
  privacy: { version: '1.0', date: '2026-11-27' },
  refunds: { version: '1.0', date: '2026-11-27' },
}

/** The Terms of Use a customer accepts at sign-up (and again when it changes). */
export const currentTermsVersion = legalVersions.terms.version
