import { LATER_ATTRIBUTE } from '#components/later/later-tag.ts'

/** The start tag of a marked element; its name is the first group. */
const MARKED = new RegExp(`<([a-z][\\w-]*)\\b[^>]*\\s${LATER_ATTRIBUTE}=""[^>]*>`, 'g')
const OUTLINES = /(<defs data-plate-outlines="">)([\s\S]*?)(<\/defs>)/

/**
 * A page's markup cut in two (docs/adr/0043): the document, with each marked element left empty and
 * only the plate outlines its own plates use, and what follows it: each marked element's contents in
 * the order of the page, and the page's whole outline sprite. Null when nothing is marked.
 */
export function splitLater(html: string): { document: string; regions: string[]; outlines: string | null } | null {
  const regions: string[] = []
  let document = ''
  let at = 0
  MARKED.lastIndex = 0
  for (let start = MARKED.exec(html); start; start = MARKED.exec(html)) {
    const contentStart = start.index + start[0].length
    const contentEnd = closingTag(html, start[1]!, contentStart)
    const region = html.slice(contentStart, contentEnd)
    if (region.includes(` ${LATER_ATTRIBUTE}=""`))
      throw new Error('A marked element inside another: regions are not nested')
    regions.push(region)
    document += html.slice(at, contentStart)
    at = contentEnd
    MARKED.lastIndex = contentEnd
  }
  if (regions.length === 0) return null
  document += html.slice(at)
  const sprite = OUTLINES.exec(document)
  if (!sprite) return { document, regions, outlines: null }
  const used = new Set([...document.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id))
  const own = [...sprite[2]!.matchAll(/<path id="([^"]+)"[^>]*\/>/g)]
    .filter(([, id]) => used.has(id))
    .map(([path]) => path)
    .join('')
  return {
    document: document.replace(OUTLINES, (_, open: string, _paths: string, close: string) => open + own + close),
    regions,
    outlines: sprite[2]!,
  }
}

/** Where the element named `tag` whose contents start at `from` closes (elements of its name may nest in it). */
function closingTag(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g')
  tags.lastIndex = from
  let depth = 1
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return match.index
  }
  throw new Error(`An unclosed <${tag}> in the page`)
}
