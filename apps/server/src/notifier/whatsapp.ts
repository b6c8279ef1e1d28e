import { PermanentFailure } from './message-queue.ts'
import type { OutgoingWhatsApp } from './notifier.ts'

export interface WhatsAppOptions {
  token: string
  phoneNumberId: string
  /** Graph API root, e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string
  fetch?: typeof fetch
}

/**
 * WhatsApp messages through the WhatsApp Cloud API (POST /{phone-number-id}/messages): the message's
 * approved template (production always has one: WhatsApp refuses free text to a number that has not
 * written first), or plain text where none is configured (test numbers).
 */
export function whatsAppChannel(options: WhatsAppOptions) {
  const send = options.fetch ?? fetch
  return async (message: OutgoingWhatsApp): Promise<void> => {
    const content = message.template
      ? { type: 'template', template: message.template }
      : { type: 'text', text: { preview_url: false, body: message.text } }
    const response = await send(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to, ...content }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) {
      const reason = `WhatsApp Cloud API answered ${response.status}: ${(await response.text()).slice(0, 500)}`
      // A malformed message (a bad number or template parameter) stays refused. A refused token (401,
      // 403) is the server's configuration, mended by a deploy; throttling, time-outs and 5xx pass.
      const lasting = [400, 404, 422].includes(response.status)
      throw lasting ? new PermanentFailure(reason) : new Error(reason)
    }
  }
}
