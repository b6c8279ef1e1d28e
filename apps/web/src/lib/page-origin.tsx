import { createContext, use, type ReactNode } from 'react'

/*
 * The storefront's public origin (https://raqam.ae), for links that leave the site with an absolute URL:
 * a listing's link inside a WhatsApp message or a share. The server renders with the origin it was asked
 * on and writes it into the page's state; the browser hydrates with that same value, so the two renders
 * agree (window.location is not there on the server).
 */
const PageOriginContext = createContext<string | null>(null)

export function PageOrigin({ origin, children }: { origin: string; children: ReactNode }) {
  return <PageOriginContext value={origin}>{children}</PageOriginContext>
}

/** The page's origin; outside a rendered page (component tests, stories) the window's. */
export function usePageOrigin(): string {
  return use(PageOriginContext) ?? window.location.origin
}
