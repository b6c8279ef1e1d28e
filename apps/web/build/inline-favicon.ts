import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Writes the page's icon into the built index.html as a `data:` URL (docs/adr/0042): the document
 * then asks for nothing before its first paint, where `/favicon.svg` was one more request (and a page
 * naming no icon has the browser ask for `/favicon.ico`). The file in public/ stays the one source.
 */
export function inlineFavicon(): Plugin {
  let publicDir = ''
  return {
    name: 'raqam:inline-favicon',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      publicDir = config.publicDir
    },
    transformIndexHtml(html) {
      const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
        .replace(/\s+/g, ' ')
        .replace(/> </g, '><')
        .trim()
        .replaceAll('"', "'")
      // Only what a URL in a double-quoted attribute must escape, so the icon stays about its own size.
      const url = svg.replace(/[%#<>\n]/g, (character) => encodeURIComponent(character))
      return html.replace('href="/favicon.svg"', () => `href="data:image/svg+xml,${url}"`)
    },
  }
}
