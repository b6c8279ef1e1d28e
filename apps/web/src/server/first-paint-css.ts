/**
 * The rules of the storefront's stylesheet a page's first paint needs (docs/adr/0042): those whose
 * selectors can match the page as the server drew it. They travel inside the document, so the first
 * paint waits for no stylesheet; the whole stylesheet follows once the page is on screen, repeating
 * them in the same order, so nothing changes when it applies.
 *
 * A selector can match when the page has every class and id it names outside a functional
 * pseudo-class (`:not(.open)` needs no class) and outside an attribute selector: a superset of what the
 * page draws, never less. Kept always: rules that name neither (elements, `:root`, `[dir]`), keyframes
 * and every at-rule but one: web faces (`@font-face` with a `url()`) stay in the whole stylesheet, so
 * the first paint asks for no font and draws in the local stand-ins fonts.css declares.
 */

/** One piece of the stylesheet: a rule, a statement, or a grouping at-rule with pieces inside. */
type Piece =
  | { kind: 'always'; css: string }
  | { kind: 'never' }
  | { kind: 'rule'; css: string; selectors: Requirement[] }
  | { kind: 'group'; prelude: string; pieces: Piece[] }

/** The classes and ids one selector needs on the page. */
type Requirement = { classes: string[]; ids: string[] }

/** What a page carries that selectors ask for. */
export type PageNames = { classes: ReadonlySet<string>; ids: ReadonlySet<string> }

/** A parsed stylesheet, ready to be cut for any page. */
export type FirstPaintStylesheet = { pieces: Piece[] }

/** At-rules whose blocks hold rules (cut like the top level); any other block is kept or dropped whole. */
const GROUPING = /^@(media|supports|layer|container|scope)\b/i

export function parseStylesheet(css: string): FirstPaintStylesheet {
  return { pieces: parsePieces(css) }
}

/** The stylesheet parsed once per build: a server renders every page with the one it holds. */
let parsed: { css: string; sheet: FirstPaintStylesheet } | undefined
export function parsedStylesheet(css: string): FirstPaintStylesheet {
  if (parsed?.css !== css) parsed = { css, sheet: parseStylesheet(css) }
  return parsed.sheet
}

/** The first-paint rules of `sheet` for a page carrying `names`, as CSS text. */
export function firstPaintCss(sheet: FirstPaintStylesheet, names: PageNames): string {
  return cut(sheet.pieces, names)
}

/** The classes and ids of the elements in `html` (its `class` and `id` attributes). */
export function namesIn(html: string): PageNames {
  const classes = new Set<string>()
  const ids = new Set<string>()
  for (const [, name, quoted] of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    if (name === 'id') ids.add(quoted!)
    else for (const token of quoted!.split(/\s+/)) if (token) classes.add(token)
  }
  return { classes, ids }
}

function cut(pieces: Piece[], names: PageNames): string {
  let css = ''
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.css
    else if (piece.kind === 'rule') {
      if (piece.selectors.some((selector) => matches(selector, names))) css += piece.css
    } else if (piece.kind === 'group') {
      const inner = cut(piece.pieces, names)
      if (inner) css += `${piece.prelude}{${inner}}`
    }
  }
  return css
}

function matches(selector: Requirement, names: PageNames): boolean {
  return selector.classes.every((name) => names.classes.has(name)) && selector.ids.every((id) => names.ids.has(id))
}

function parsePieces(css: string): Piece[] {
  const pieces: Piece[] = []
  let at = 0
  while (at < css.length) {
    const end = scanTo(css, at, '{;')
    const prelude = css.slice(at, end).trim()
    if (end >= css.length) {
      if (prelude) pieces.push({ kind: 'always', css: prelude })
      break
    }
    if (css[end] === ';') {
      if (prelude) pieces.push({ kind: 'always', css: `${prelude};` })
      at = end + 1
      continue
    }
    const close = scanTo(css, end + 1, '}', true)
    const body = css.slice(end + 1, close)
    at = close + 1
    if (!prelude.startsWith('@'))
      pieces.push({ kind: 'rule', css: `${prelude}{${body}}`, selectors: requirements(prelude) })
    else if (GROUPING.test(prelude)) pieces.push({ kind: 'group', prelude, pieces: parsePieces(body) })
    else if (/^@font-face\b/i.test(prelude) && /url\(/i.test(body)) pieces.push({ kind: 'never' })
    else pieces.push({ kind: 'always', css: `${prelude}{${body}}` })
  }
  return pieces
}

/**
 * The index of the first of `stops` at nesting depth 0 from `from` (or the end), skipping strings,
 * comments and parenthesised text; with `block`, `from` is inside a block and nested blocks are skipped.
 */
function scanTo(css: string, from: number, stops: string, block = false): number {
  let depth = 0
  for (let i = from; i < css.length; i++) {
    const c = css[i]!
    if (c === '"' || c === "'") i = stringEnd(css, i)
    else if (c === '/' && css[i + 1] === '*')
      i = css.indexOf('*/', i + 2) < 0 ? css.length : css.indexOf('*/', i + 2) + 1
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (block && c === '{') depth++
    else if (block && c === '}' && depth > 0) depth--
    else if (depth === 0 && stops.includes(c)) return i
  }
  return css.length
}

function stringEnd(css: string, open: number): number {
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === css[open]) return i
  }
  return css.length
}

/** What each selector of a selector list needs, ignoring what sits in brackets or parentheses. */
function requirements(selectorList: string): Requirement[] {
  return splitTopLevel(selectorList).map((selector) => {
    const bare = withoutBrackets(selector)
    return {
      classes: [...bare.matchAll(/\.((?:[\w-]|\\.)+)/g)].map(([, name]) => unescape(name!)),
      ids: [...bare.matchAll(/#((?:[\w-]|\\.)+)/g)].map(([, name]) => unescape(name!)),
    }
  })
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = []
  let at = 0
  for (;;) {
    const comma = scanTo(list, at, ',')
    parts.push(list.slice(at, comma))
    if (comma >= list.length) return parts
    at = comma + 1
  }
}

/** The selector without `[...]` and `(...)` (attribute selectors, and the arguments of `:not()` and kin). */
function withoutBrackets(selector: string): string {
  let out = ''
  let depth = 0
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!
    if (c === '"' || c === "'") i = stringEnd(selector, i)
    else if (c === '\\' && depth === 0) {
      out += c + (selector[i + 1] ?? '')
      i++
    } else if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
    else if (depth === 0) out += c
  }
  return out
}

function unescape(name: string): string {
  return name.replace(/\\(.)/g, '$1')
}
