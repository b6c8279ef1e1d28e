import { AFTER_PAINT_ID, AFTER_PAINT_SCRIPT } from '@raqam/routes/render'
import type { PageState } from '#app/page-state.ts'
import { PAGE_MODULES_ID, PAGE_STATE_ID } from '#app/page-state.ts'
import { directionOf, type Language } from '#i18n/languages.ts'
import { escapeHtml } from '@raqam/text/html'
import { scriptJson } from './head-tags.ts'

const HEAD_SLOT = '<!--page-head-->'
const BODY_SLOT = '<!--page-body-->'

/** A script the template loads from a file. */
const SCRIPT_TAG = /<script\b[^>]*\bsrc=[^>]*><\/script>/g

/** What the built template's head names that the first paint does not need: the stylesheet, the first script, the touch icon. */
const AFTER_PAINT_TAGS = new RegExp(
  `${SCRIPT_TAG.source}|<link\\b[^>]*\\brel="(?:stylesheet|apple-touch-icon)"[^>]*>`,
  'g',
)

/** The template without the scripts it loads: a page the app never takes over (the failure page). */
export function withoutScripts(template: string): string {
  return template.replace(SCRIPT_TAG, '')
}

/**
 * The page around the app's markup, from the built index.html: the start carries `<html lang dir>`,
 * the head tags and the rules the first paint needs; the end carries the page state the browser
 * hydrates from (or, with later regions, nothing: the later part brings it).
 *
 * With a stylesheet's first-paint rules (a production build, docs/adr/0042) the document asks for
 * nothing before its first paint: those rules are inline, and the whole stylesheet, the first script,
 * the manifest and the touch icon wait in `<template id="after-paint">` for the inline script that adds
 * them once the page is on screen. Without script, `<noscript>` names the stylesheet and the manifest.
 * In development (Vite's template, no rules) the head keeps its tags as they are.
 */
export function documentParts(
  template: string,
  page: {
    language: Language
    head: string
    manifest: string
    scripts: string[]
    firstPaintCss?: string
    /** Set when the page's later part follows it (docs/adr/0043): where a browser without script finds it whole. */
    wholeUrl?: string
  },
): { start: string; end: (state: PageState | null) => string } {
  const headAt = template.indexOf(HEAD_SLOT)
  const bodyAt = template.indexOf(BODY_SLOT)
  if (headAt < 0 || bodyAt < headAt)
    throw new Error(`index.html needs ${HEAD_SLOT} in its head and ${BODY_SLOT} in #root`)
  const manifest = `<link rel="manifest" href="${escapeHtml(page.manifest)}" />`
  const modules = `<script type="application/json" id="${PAGE_MODULES_ID}">${scriptJson(page.scripts)}</script>`
  const refresh = page.wholeUrl ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(page.wholeUrl)}" />` : ''
  let head = template.slice(0, bodyAt)
  let tail: string[]
  if (page.firstPaintCss === undefined) {
    tail = [manifest, modules, ...(refresh ? [`<noscript>${refresh}</noscript>`] : [])]
  } else {
    const tags = [...head.matchAll(AFTER_PAINT_TAGS)].map(([tag]) => tag)
    head = head.replace(AFTER_PAINT_TAGS, '')
    // The stylesheet first: the web faces it names are the next thing the page shows.
    const stylesheets = tags.filter((tag) => /\brel="stylesheet"/.test(tag))
    const later = [...stylesheets, ...tags.filter((tag) => !stylesheets.includes(tag))]
    tail = [
      `<style>${page.firstPaintCss.replaceAll('</', '<\\/')}</style>`,
      modules,
      `<template id="${AFTER_PAINT_ID}">${[...later, manifest].join('')}</template>`,
      `<script>${AFTER_PAINT_SCRIPT}</script>`,
      `<noscript>${[...stylesheets, manifest, refresh].join('')}</noscript>`,
    ]
  }
  const start = head
    .replace(/<html\b[^>]*>/i, `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(HEAD_SLOT, page.head)
    .replace(/\s*<\/head>/i, () => `\n    ${tail.join('\n    ')}\n  </head>`)
  const rest = template.slice(bodyAt + BODY_SLOT.length)
  return {
    start,
    end: (state) =>
      state === null
        ? rest
        : rest.replace(
            /<\/body>/i,
            () => `  <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>\n  </body>`,
          ),
  }
}
