import type { Plugin } from 'vite'

/**
 * Writes the storefront's one stylesheet into the built index.html (ADR 0025). As a file, it held every
 * page's first paint for a round trip on a phone's network, only then to name the fonts that paint
 * needs; inline, the page paints from its first response. Visitors mostly arrive on a page from a link
 * and then move around inside the app, which needs no more styles, so the copy in every page costs
 * little beside the round trip it saves.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'raqam:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return tag
          const css = String(asset.source)
          // Never happens in CSS the build writes; a file stays a file if it does.
          return css.includes('</style') ? tag : `<style>${css}</style>`
        })
      },
    },
  }
}
