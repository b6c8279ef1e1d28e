import type { MessageJob } from './kinds.ts'
import { matchAlertContent } from './match-alert.ts'
import { accountDeletedContent, decisionContent } from './moderation-decision.ts'
import { messageWords } from './words/message-words.ts'

/**
 * The plain text of a message in its customer's language: the e-mail's text part, WhatsApp's body
 * where no template is used, and the development outbox. `subject` is null on WhatsApp, which has none.
 */
export function renderText(job: MessageJob): { subject: string | null; text: string } {
  const { subject, text } = plainText(job)
  return { subject: job.channel === 'email' ? subject : null, text }
}

function plainText(job: MessageJob): { subject: string; text: string } {
  switch (job.kind) {
    case 'verificationCode': {
      const words = messageWords(job.language).verificationCode(job.params, job.channel)
      return { subject: words.subject, text: `${words.sentence} ${words.expiry}` }
    }
    case 'newPassword': {
      const words = messageWords(job.language).newPassword(job.params)
      return { subject: words.subject, text: `${words.sentence} ${words.validity}` }
    }
    case 'matchAlert': {
      const alert = matchAlertContent(job.params, job.language)
      const text = [
        alert.words.intro,
        ...alert.named.map(({ words, link }) => `• ${words.title} — ${words.price}\n  ${link}`),
        `${alert.words.rest(alert.unnamed)} ${alert.matchesLink}`,
        '',
        `${alert.words.stop} ${alert.unsubscribeLink}`,
      ].join('\n')
      return { subject: alert.words.subject, text }
    }
    case 'moderationDecision': {
      const { words, link, linkLabel } = decisionContent(job.params, job.language)
      const lines = [words.lead, words.reasonLine, words.noteLine, words.next, `${linkLabel}: ${link}`]
      return { subject: words.subject, text: lines.filter((line) => line !== null).join('\n') }
    }
    case 'accountDeleted': {
      const { words, contactLink } = accountDeletedContent(job.params, job.language)
      return { subject: words.subject, text: [words.lead, words.next, `${words.notYou} ${contactLink}`].join('\n') }
    }
  }
}
