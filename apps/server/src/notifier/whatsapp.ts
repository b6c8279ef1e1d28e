import type { Message, Notifier } from './notifier.ts'

export interface WhatsAppOptions {
  token: string
  phoneNumberId: string
  /** Graph API root, e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string
  /**
   * An approved authentication template. WhatsApp refuses free text to a number that has not written
   * first, so production needs one; without it the adapter sends plain text (fine for test numbers).
   */
  template?: { name: string; language: string }
  fetch?: typeof fetch
}

/** WhatsApp messages through the WhatsApp Cloud API (POST /{phone-number-id}/messages). */
export function whatsAppNotifier(options: WhatsAppOptions): Notifier {
  const send = options.fetch ?? fetch
  return {
    async send(message: Message) {
      const code = message.codes[0] ?? ''
      const content = options.template
        ? {
            type: 'template',
            template: {
              name: options.template.name,
              language: { code: options.template.language },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: code }] },
                { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
              ],
            },
          }
        : { type: 'text', text: { preview_url: false, body: message.text } }
      const response = await send(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          ...content,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) {
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
      }
    },
  }
}
