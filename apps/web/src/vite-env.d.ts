/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_SALES_EMAIL?: string
  readonly VITE_CONTACT_PHONE?: string
  readonly VITE_FALLBACK_CHAT_NUMBER?: string
  readonly VITE_FLASH_SALE_CHAT_NUMBER?: string
  readonly VITE_SOCIAL_URL?: string
  readonly VITE_OFFICE_LAT?: string
  readonly VITE_OFFICE_LON?: string
}
