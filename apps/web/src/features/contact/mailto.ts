export type ContactFields = { fullName: string; email: string; phone: string; subject: string; message: string }

/** The contact e-mail is optional and only needs an @. */
export const contactEmailRule = { validate: (email: string) => email.trim() === '' || email.includes('@') }

/** The `mailto:` address of the business's inboxes. */
export function mailtoAddress(recipients: string[]): string {
  return `mailto:${recipients.map(encodeURIComponent).join(',')}`
}

type MailLabels = { name: string; email: string; phone: string; subjectFallback: string }

/**
 * The contact form's only effect: a `mailto:` link to the business addresses with the
 * message prefilled. Empty fields are left out of the body; nothing is sent to our server.
 */
export function buildMailto(recipients: string[], fields: ContactFields, labels: MailLabels): string {
  const lines = [
    fields.fullName.trim() && `${labels.name}: ${fields.fullName.trim()}`,
    fields.email.trim() && `${labels.email}: ${fields.email.trim()}`,
    fields.phone.trim() && `${labels.phone}: ${fields.phone.trim()}`,
  ].filter(Boolean)
  const body = [lines.join('\n'), fields.message.trim()].filter(Boolean).join('\n\n')
  const query = new URLSearchParams({ subject: fields.subject.trim() || labels.subjectFallback, body })
  // mailto wants %20, not the + that URLSearchParams writes for spaces.
  return `${mailtoAddress(recipients)}?${query.toString().replace(/\+/g, '%20')}`
}
