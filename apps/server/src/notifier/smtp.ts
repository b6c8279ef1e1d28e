import nodemailer from 'nodemailer'
import type { Message, Notifier } from './notifier.ts'

/** E-mail through SMTP (nodemailer); `transport` is an SMTP URL such as smtps://user:pass@host:465. */
export function smtpNotifier(
  transport: string | Parameters<typeof nodemailer.createTransport>[0],
  from: string,
): Notifier {
  const mailer = nodemailer.createTransport(transport)
  return {
    async send(message: Message) {
      await mailer.sendMail({ from, to: message.to, subject: message.subject ?? 'Raqam', text: message.text })
    },
  }
}
