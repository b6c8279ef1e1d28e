import { Suspense, type ReactNode } from 'react'

/**
 * What lies below a page's first screen, in a Suspense boundary of its own
 * (docs/adr/0049-one-whole-page-for-every-reader.md). The server sends it in the same document as the
 * rest; in the browser, React hydrates the page's first screen first and each such boundary after it in a
 * pass of its own, sooner where the visitor acts (an event is replayed once its boundary is hydrated).
 * Until then the server's markup is on screen as it is: links and forms work as they do without script.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
