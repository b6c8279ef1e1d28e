import { isbot } from 'isbot'

/**
 * Crawlers, link previews, headless browsers and other programs, by their User-Agent (isbot's list,
 * kept up to date upstream). A request without one is a program too: every browser sends one.
 */
export function isAutomatedClient(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent)
}
