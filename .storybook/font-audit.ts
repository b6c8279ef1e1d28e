/**
 * Which fonts did Chromium really draw each text with? The DevTools protocol answers per element
 * (`CSS.getPlatformFontsForNode`: the faces used for its text children, with `isCustomFont` true for faces
 * loaded through `@font-face`). The project ships all its faces from npm, so a face that is not custom is a
 * machine's system font, and a screenshot holding it depends on that machine (ADR 0009).
 *
 * Shared by the stories' screenshot hook (vitest's `cdp()`) and the page journeys (Playwright's CDP session):
 * both hand in a `send` for the page that holds the document to audit.
 */
export type CdpSend = (method: string, params?: Record<string, unknown>) => Promise<unknown>

/** A text drawn, wholly or partly, in a face the project does not ship. */
export type SystemFontUse = { text: string; element: string; faces: string[]; fontFamily: string }

type CdpNode = {
  nodeId: number
  nodeType: number
  nodeName: string
  nodeValue?: string
  attributes?: string[]
  children?: CdpNode[]
  shadowRoots?: CdpNode[]
  pseudoElements?: CdpNode[]
  contentDocument?: CdpNode
}

type PlatformFont = { familyName: string; postScriptName?: string; isCustomFont: boolean; glyphCount: number }

/** The attribute that tells our document apart from the others in the page (a test runner's own frames). */
export const AUDIT_MARK = 'data-font-audit'

const ELEMENT = 1
const TEXT = 3
const NOT_RENDERED = new Set(['SCRIPT', 'STYLE', 'TITLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD'])

/**
 * Every element of the marked document (`<html data-font-audit=mark>`) whose text, own or generated (::before,
 * ::after, ::marker) or inside a control's built-in shadow tree (an input's value, a select's choice),
 * was drawn with a face that is not a web font. Elements that draw nothing report no faces and pass.
 */
export async function findSystemFonts(send: CdpSend, mark: string): Promise<SystemFontUse[]> {
  await send('DOM.enable')
  await send('CSS.enable')
  // The page may replace an element while it is read (a region hydrating, a carousel turning): the
  // snapshot is then stale, so the whole page is read again from a new one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditDocument(send, mark)
    } catch (error) {
      const stale = error instanceof Error && /Could not find node with given id/.test(error.message)
      if (!stale || attempt === 3) throw error
    }
  }
}

async function auditDocument(send: CdpSend, mark: string): Promise<SystemFontUse[]> {
  const { root } = (await send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode }
  const html = findMarkedRoot(root, mark)
  if (!html) throw new Error(`font audit: no <html ${AUDIT_MARK}="${mark}"> in the page`)

  const uses: SystemFontUse[] = []
  for (const element of textHolders(html)) {
    const { fonts } = (await send('CSS.getPlatformFontsForNode', { nodeId: element.nodeId })) as {
      fonts: PlatformFont[]
    }
    const system = fonts.filter((font) => !font.isCustomFont)
    if (system.length === 0) continue
    const { computedStyle } = (await send('CSS.getComputedStyleForNode', { nodeId: element.nodeId })) as {
      computedStyle: { name: string; value: string }[]
    }
    uses.push({
      fontFamily: computedStyle.find((property) => property.name === 'font-family')?.value ?? '',
      text: ownText(element).slice(0, 60),
      element: describe(element),
      faces: system.map((font) => `${font.familyName} (${font.glyphCount} glyphs)`),
    })
  }
  return uses
}

/** One line per offending text, for a failure message a person can act on. */
export function formatSystemFonts(uses: SystemFontUse[]): string {
  return uses
    .map((use) => `"${use.text}" in ${use.element}: ${use.faces.join(', ')} (font-family: ${use.fontFamily})`)
    .join('\n')
}

function findMarkedRoot(node: CdpNode, mark: string): CdpNode | undefined {
  if (node.nodeName === 'HTML' && attribute(node, AUDIT_MARK) === mark) return node
  for (const child of related(node)) {
    const found = findMarkedRoot(child, mark)
    if (found) return found
  }
  return undefined
}

function* textHolders(node: CdpNode): Generator<CdpNode> {
  if (node.nodeType === ELEMENT && NOT_RENDERED.has(node.nodeName)) return
  // Pseudo-elements are listed by name (::before) and carry their generated text themselves.
  const isPseudo = node.nodeName.startsWith('::')
  if (isPseudo || (node.nodeType === ELEMENT && ownText(node).trim() !== '')) yield node
  // Not into frames: another document (a map embed) is not ours, and its shots are masked.
  for (const child of related(node, { frames: false })) yield* textHolders(child)
}

function related(node: CdpNode, { frames = true } = {}): CdpNode[] {
  return [
    ...(node.shadowRoots ?? []),
    ...(node.pseudoElements ?? []),
    ...(node.children ?? []),
    ...(frames && node.contentDocument ? [node.contentDocument] : []),
  ]
}

function ownText(node: CdpNode): string {
  return (node.children ?? [])
    .filter((child) => child.nodeType === TEXT)
    .map((child) => child.nodeValue ?? '')
    .join('')
}

function attribute(node: CdpNode, name: string): string | undefined {
  const attributes = node.attributes ?? []
  for (let index = 0; index < attributes.length; index += 2)
    if (attributes[index] === name) return attributes[index + 1]
  return undefined
}

function describe(node: CdpNode): string {
  const name = node.nodeName.toLowerCase()
  const className = attribute(node, 'class')
  const lang = attribute(node, 'lang')
  return `<${name}${className ? ` class="${className}"` : ''}${lang ? ` lang="${lang}"` : ''}>`
}
