import type { Language } from '@raqam/text/languages'

/**
 * A legal document as plain data, so the storefront renders it and a new version is an edit of one
 * file here, beside its version (versions.ts). Texts are plain: no markup, no links.
 */
export type LegalBlock =
  /** A paragraph. */
  | { paragraph: string }
  /** A bulleted list, each item a sentence or two. */
  | { list: readonly string[] }

export interface LegalSection {
  /** The section's anchor on the page (`/terms#listings`): lower-case words joined by hyphens, the same in every language. */
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export interface LegalDocument {
  /** The page's title, e.g. "Terms of Use". */
  title: string
  /** What the document is about, in a sentence: the page's lead and its meta description. */
  summary: string
  sections: readonly LegalSection[]
}

/** A document in every language of the storefront. */
export type LegalTexts = Record<Language, LegalDocument>
