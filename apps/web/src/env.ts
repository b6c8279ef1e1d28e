/**
 * The storefront's configuration: the only module that reads `import.meta.env`. Every value has a
 * default so a plain `pnpm build` works; a deployment overrides them with `VITE_*` variables at build time.
 */
const raw = import.meta.env

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

/** Digits only: WhatsApp links (wa.me) take the number in international form without `+` or spaces. */
function phoneDigits(value: string | undefined, fallback: string): string {
  const digits = text(value, fallback).replace(/\D/g, '')
  return digits || fallback
}

export const env = {
  /** Base URL of the API (same origin by default; the server serves the storefront). */
  apiBaseUrl: text(raw.VITE_API_BASE_URL, '/api/v1.0'),
  /** The business contact shown in the footer and on the contact page. */
  contactEmail: text(raw.VITE_CONTACT_EMAIL, 'hello@raqam.ae'),
  /** A second business address that receives contact-form mail. */
  salesEmail: text(raw.VITE_SALES_EMAIL, 'sales@raqam.ae'),
  /** Shown as written; dialled through `tel:` with its digits. */
  contactPhone: text(raw.VITE_CONTACT_PHONE, '+971 4 000 0000'),
  /** The chat number used when a seller has no phone, and by the default company card. */
  fallbackChatNumber: phoneDigits(raw.VITE_FALLBACK_CHAT_NUMBER, '971500000000'),
  /** The chat number behind the "Flash Sale" link of the top bar. */
  flashSaleChatNumber: phoneDigits(raw.VITE_FLASH_SALE_CHAT_NUMBER, '971500000001'),
  /** The social media profile linked from the footer. */
  socialUrl: text(raw.VITE_SOCIAL_URL, 'https://www.instagram.com/raqam.ae'),
  /** The office on the contact page's map (latitude, longitude). */
  officeLocation: {
    lat: Number(text(raw.VITE_OFFICE_LAT, '25.1972')),
    lon: Number(text(raw.VITE_OFFICE_LON, '55.2744')),
  },
} as const
