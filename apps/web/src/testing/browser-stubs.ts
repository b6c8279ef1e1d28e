import { vi } from 'vitest'

/**
 * What jsdom lacks and the screens touch: scrolling, media queries and the observers used by the
 * carousel and the scroll-in animation. Call from a test file's `beforeEach`.
 */
export function stubBrowserApis(): void {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia
  class Observer {
    observe = vi.fn()
    unobserve = vi.fn()
    disconnect = vi.fn()
    takeRecords = vi.fn(() => [])
  }
  vi.stubGlobal('ResizeObserver', Observer)
  vi.stubGlobal('IntersectionObserver', Observer)
}
