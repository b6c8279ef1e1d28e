import nodemailer from 'nodemailer'
import { PermanentFailure } from './message-queue.ts'
import type { OutgoingEmail } from './notifier.ts'

/**
 * E-mail through SMTP (nodemailer); `url` is an SMTP URL such as smtps://user:pass@host:465. Connections
 * are pooled and reused (nodemailer's `pool`): an alert to hundreds of buyers does not open hundreds.
 */
export function smtpChannel(url: string, from: string) {
  const pooled = new URL(url)
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true')
  const mailer = nodemailer.createTransport(pooled.toString())
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'raqam.ae'
  return async (message: OutgoingEmail): Promise<void> => {
    try {
      await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.id}@${domain}>`,
        headers: message.headers,
        attachments: message.attachments.map(({ cid, filename, content, contentType }) => ({
          cid,
          filename,
          content,
          contentType,
          contentDisposition: 'inline' as const,
        })),
      })
    } catch (error) {
      // A 5xx answer (no such mailbox, refused) will be the same tomorrow; 4xx and lost connections pass.
      const code = (error as { responseCode?: number }).responseCode
      if (code !== undefined && code >= 500)
        throw new PermanentFailure(`SMTP refused the message: ${(error as Error).message}`)
      throw error
    }
  }
}
