import type { PageState } from '#app/page-state.ts'
import { PAGE_STATE_ID } from '#app/page-state.ts'
import { directionOf, type Language } from '#i18n/languages.ts'
import { escapeHtml, scriptJson } from './head-tags.ts'

const HEAD_SLOT = '<!--page-head-->'
const BODY_SLOT = '<!--page-body-->'

/**
 * The page around the app's stream, from the built index.html: the start carries `<html lang dir>`
 * (right before any script runs), the head tags and the screen's styles; the end carries the page
 * state the browser hydrates from.
 */
export function documentParts(
  template: string,
  page: { language: Language; head: string; styles: string[]; scripts: string[] },
): { start: string; end: (state: PageState) => string } {
  const headAt = template.indexOf(HEAD_SLOT)
  const bodyAt = template.indexOf(BODY_SLOT)
  if (headAt < 0 || bodyAt < headAt) throw new Error(`index.html needs ${HEAD_SLOT} in its head and ${BODY_SLOT} in #root`)
  const assets = [
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ]
  const start = template
    .slice(0, bodyAt)
    .replace(/<html\b[^>]*>/i, `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(HEAD_SLOT, [page.head, ...assets].join('\n    '))
  const rest = template.slice(bodyAt + BODY_SLOT.length)
  return {
    start,
    end: (state) => rest.replace(/<\/body>/i, () => `  <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>\n  </body>`),
  }
}
