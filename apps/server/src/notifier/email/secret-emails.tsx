import type { Language } from '@raqam/api/schema'
import { EmailLayout, Heading, Paragraph, Secret } from './layout.tsx'

/** The words around a secret: what it is, what to do with it, how long it lasts, what if it was not asked for. */
export interface SecretWords {
  subject: string
  heading: string
  lead: string
  /** The line inboxes show beside the subject. */
  preview: string
  /** When it stops working. */
  note: string
  notYou: string
}

/**
 * A verification code or a new password: the secret large enough to read and copy, with what it is
 * for and how long it works.
 */
export function SecretEmail({
  language,
  brand,
  words,
  secret,
  size,
}: {
  language: Language
  brand: string
  words: SecretWords
  secret: string
  size: number
}) {
  return (
    <EmailLayout language={language} title={words.subject} brand={brand} preview={words.preview} footer={words.notYou}>
      <Heading>{words.heading}</Heading>
      <Paragraph>{words.lead}</Paragraph>
      <Secret value={secret} size={size} />
      <Paragraph muted>{words.note}</Paragraph>
    </EmailLayout>
  )
}
