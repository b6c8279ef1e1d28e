import { languageHref } from '@raqam/routes/paths'
import { paths, type Category } from '#lib/paths.ts'
import type { Language } from '#i18n/languages.ts'

/** What the share sheet gets: `navigator.share`'s data. */
export type ShareData = { title: string; text: string; url: string }

/** `shared` through the system sheet, `copied` to the clipboard, `cancelled` by the user in the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/** The parts of `navigator` that sharing uses (a stand-in in tests). */
export type ShareApis = {
  share?: (data: ShareData) => Promise<void>
  canShare?: (data: ShareData) => boolean
  clipboard?: { writeText: (text: string) => Promise<void> }
}

/**
 * The detail page's public URL in the page's language (`languageHref`): an Arabic page's link opens in
 * Arabic, with the Arabic title and link-preview tags that crawlers read.
 */
export function listingShareUrl(origin: string, category: Category, id: string, language: Language): string {
  return `${origin}${languageHref(paths.details.href(category, id), language)}`
}

/**
 * WhatsApp's own share page with the listing's text and link: where the share button leads before the
 * page's script has run (the sheet and the clipboard need it), WhatsApp being how people here share.
 */
export function whatsAppShareHref({ text, url }: Pick<ShareData, 'text' | 'url'>): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`
}

/**
 * Shares through the Web Share API where there is one, else copies the link. A sheet the user closes
 * (AbortError) is not an error; any other refusal of the sheet falls back to copying. Throws when the
 * link could not be copied either.
 */
export async function shareOrCopy(data: ShareData, apis: ShareApis): Promise<ShareOutcome> {
  if (apis.share && (apis.canShare?.(data) ?? true)) {
    try {
      await apis.share(data)
      return 'shared'
    } catch (error) {
      // By name: a DOMException is not an Error in every realm.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled'
    }
  }
  if (!apis.clipboard) throw new Error('No clipboard to copy the link to')
  await apis.clipboard.writeText(data.url)
  return 'copied'
}
