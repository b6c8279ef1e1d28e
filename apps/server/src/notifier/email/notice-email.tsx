import type { Language } from '@raqam/api/schema'
import { palette } from '#cards/palette.ts'
import { Button, EmailLayout, Heading, Paragraph } from './layout.tsx'

/** What a notice says: a heading, its paragraphs (the first is the inbox preview), maybe a link as a button. */
export interface NoticeWords {
  subject: string
  heading: string
  paragraphs: string[]
  button?: { href: string; label: string }
  /** Why the message came, and where to write when it was not expected. */
  footer: string
  footerLink?: { href: string; label: string }
}

/**
 * A notice about the customer's account or listing (a moderators' decision, a deletion's confirmation):
 * plain sentences, and at most one link, drawn as a button.
 */
export function NoticeEmail({ language, brand, words }: { language: Language; brand: string; words: NoticeWords }) {
  const [lead = '', ...rest] = words.paragraphs
  return (
    <EmailLayout
      language={language}
      title={words.subject}
      brand={brand}
      preview={lead}
      footer={
        <>
          {words.footer}
          {words.footerLink && (
            <>
              {' '}
              <a href={words.footerLink.href} style={{ color: palette.navy700, textDecoration: 'underline' }}>
                {words.footerLink.label}
              </a>
            </>
          )}
        </>
      }
    >
      <Heading>{words.heading}</Heading>
      <Paragraph>{lead}</Paragraph>
      {rest.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {words.button && <Button href={words.button.href}>{words.button.label}</Button>}
    </EmailLayout>
  )
}
