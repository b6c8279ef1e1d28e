import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/**
 * The app's markup, whole: every Suspense boundary complete (the loaders ran before, so none waits for
 * data), as one string, since the document's head needs it (its first-paint rules, docs/adr/0042).
 * Any error fails it, one inside a boundary too: React would send that boundary's fallback and leave it
 * to the browser, so a crawler or a browser without script would get a page with a hole in it; the page's
 * failure page answers instead (docs/adr/0045, docs/adr/0049-one-whole-page-for-every-reader.md).
 */
export function wholeMarkup(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    let failure: unknown = null
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        if (failure === null) resolve(html)
        else reject(failure instanceof Error ? failure : new Error(String(failure)))
        done()
      },
    })
    const { pipe } = renderToPipeableStream(app, {
      // Inline, never outlined: an outlined boundary needs React's inline script, which the page's script
      // policy would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink)
      },
      onShellError: reject,
      onError(error) {
        failure ??= error
      },
    })
  })
}
