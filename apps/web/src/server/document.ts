import type { PageState } from '#app/page-state.ts'
import { PAGE_MODULES_ID, PAGE_STATE_ID } from '#app/page-state.ts'
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
  page: { language: Language; head: string; styles: string[]; scripts: string[]; fonts: string[] },
): { start: string; end: (state: PageState) => string } {
  const headAt = template.indexOf(HEAD_SLOT)
  const bodyAt = template.indexOf(BODY_SLOT)
  if (headAt < 0 || bodyAt < headAt)
    throw new Error(`index.html needs ${HEAD_SLOT} in its head and ${BODY_SLOT} in #root`)
  const assets = [
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    `<script type="application/json" id="${PAGE_MODULES_ID}">${scriptJson(page.scripts)}</script>`,
  ]
  const start = template
    .slice(0, bodyAt)
    .replace(/<html\b[^>]*>/i, `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(
      HEAD_SLOT,
      [
        page.head,
        ...page.fonts.map(
          (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`,
        ),
      ].join('\n    '),
    )
    // After the template's own stylesheet and entry script, so the browser asks for those first.
    .replace(/<\/head>/i, () => `  ${assets.join('\n    ')}\n  </head>`)
  const rest = template.slice(bodyAt + BODY_SLOT.length)
  return {
    start,
    end: (state) =>
      rest.replace(
        /<\/body>/i,
        () => `  <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>\n  </body>`,
      ),
  }
}
