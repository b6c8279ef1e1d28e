import type { Language } from '#i18n/languages.ts'

/** Where each language's web app manifest is served (public/, made by scripts/app-icons.ts). */
export function manifestHref(language: Language): string {
  return `/manifest-${language}.webmanifest`
}
