import type { LegalDocumentId } from '#versions.ts'
import type { LegalTexts } from './document.ts'
import { privacy } from './privacy.ts'
import { refunds } from './refunds.ts'
import { terms } from './terms.ts'

export type { LegalBlock, LegalDocument, LegalSection, LegalTexts } from './document.ts'

/**
 * Every legal document in every language. A page needs one document: it imports that one's module
 * (`@raqam/legal/documents/terms`) and leaves the others out of its bundle.
 */
export const legalDocuments: Record<LegalDocumentId, LegalTexts> = { terms, privacy, refunds }
