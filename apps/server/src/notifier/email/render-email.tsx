import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { CardRenderer } from '#cards/card-renderer.ts'
import { listingCardPng } from '#cards/listing-card.ts'
import type { MessageJob } from '../kinds.ts'
import { matchAlertContent } from '../match-alert.ts'
import { accountDeletedContent, decisionContent } from '../moderation-decision.ts'
import { renderText } from '../render-text.ts'
import { messageWords } from '../words/message-words.ts'
import { EMAIL_WIDTH } from './layout.tsx'
import { MatchAlertEmail } from './match-alert-email.tsx'
import { NoticeEmail, type NoticeWords } from './notice-email.tsx'
import { SecretEmail, type SecretWords } from './secret-emails.tsx'
import { unsubscribeHeaders } from './unsubscribe-headers.ts'

/** A picture the HTML shows by `cid:` reference, sent inside the message. */
interface EmailAttachment {
  cid: string
  filename: string
  content: Buffer
  contentType: string
}

/** One e-mail ready for a mail transport: subject, both parts, inline pictures and extra headers. */
export interface Email {
  subject: string
  text: string
  html: string
  attachments: EmailAttachment[]
  headers: Record<string, string>
}

interface EmailDeps {
  /** Draws the listings' share cards (the server's, with its cache). */
  cards: CardRenderer
}

/**
 * A message as an e-mail in its customer's language: an HTML part from the kind's template (React's
 * server renderer, so every value is escaped), and the plain text of `renderText` as the other part.
 */
export async function renderEmail(job: MessageJob, deps: EmailDeps): Promise<Email> {
  const { text } = renderText(job)
  const words = messageWords(job.language)
  switch (job.kind) {
    case 'verificationCode': {
      const code = words.verificationCode(job.params, 'email')
      const codeWords = { ...code, preview: code.sentence, note: code.expiry }
      return secretEmail(job, text, codeWords, job.params.code)
    }
    case 'newPassword': {
      const password = words.newPassword(job.params)
      const passwordWords = { ...password, preview: password.lead, note: password.validity }
      return secretEmail(job, text, passwordWords, job.params.password)
    }
    case 'matchAlert': {
      const alert = matchAlertContent(job.params, job.language)
      // The pictures of the listings the message names, drawn as wide as the e-mail (shown a little
      // narrower, between its paddings, so they stay sharp).
      const attachments = await Promise.all(
        alert.named.map(async ({ listing }, index): Promise<EmailAttachment> => ({
          cid: `listing-${index + 1}.${listing.id}@raqam`,
          filename: `listing-${index + 1}.png`,
          content: await listingCardPng(deps.cards, listing.id, listing, job.language, EMAIL_WIDTH),
          contentType: 'image/png',
        })),
      )
      return {
        subject: alert.words.subject,
        text,
        html: documentOf(
          <MatchAlertEmail
            language={job.language}
            alert={alert}
            pictures={attachments.map((attachment) => attachment.cid)}
          />,
        ),
        attachments,
        headers: unsubscribeHeaders(job.params.origin, job.params.unsubscribeToken),
      }
    }
    case 'moderationDecision': {
      const { words: decision, link, linkLabel } = decisionContent(job.params, job.language)
      return noticeEmail(job, text, {
        subject: decision.subject,
        heading: decision.subject,
        paragraphs: [decision.lead, decision.reasonLine, decision.noteLine, decision.next].filter(
          (line): line is string => line !== null,
        ),
        button: { href: link, label: linkLabel },
        footer: decision.why,
      })
    }
    case 'accountDeleted': {
      const { words: deleted, contactLink, contactLabel } = accountDeletedContent(job.params, job.language)
      return noticeEmail(job, text, {
        subject: deleted.subject,
        heading: deleted.heading,
        paragraphs: [deleted.lead, deleted.next],
        footer: deleted.notYou,
        footerLink: { href: contactLink, label: contactLabel },
      })
    }
  }
}

/** A notice's e-mail: nothing attached, no headers of its own. */
function noticeEmail(job: MessageJob, text: string, words: NoticeWords): Email {
  const brand = messageWords(job.language).brand
  return {
    subject: words.subject,
    text,
    html: documentOf(<NoticeEmail language={job.language} brand={brand} words={words} />),
    attachments: [],
    headers: {},
  }
}

/** A code's or a password's e-mail: nothing attached, no headers of its own. */
function secretEmail(job: MessageJob, text: string, words: SecretWords, secret: string): Email {
  // A code's six digits are set larger than a password's dozen characters.
  const size = job.kind === 'verificationCode' ? 34 : 24
  const brand = messageWords(job.language).brand
  return {
    subject: words.subject,
    text,
    html: documentOf(<SecretEmail language={job.language} brand={brand} words={words} secret={secret} size={size} />),
    attachments: [],
    headers: {},
  }
}

/** The HTML document of an e-mail; the doctype keeps clients out of quirks mode. */
function documentOf(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`
}
