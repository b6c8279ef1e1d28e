import { describe, expect, it } from 'vitest'
import { pageHref } from './page-links.tsx'

describe("a console list's page links", () => {
  it('name the page in ?page=, the first page without it, and keep the other parameters', () => {
    expect(pageHref('/moderation', '', 2)).toBe('/moderation?page=2')
    expect(pageHref('/moderation', '?page=2', 1)).toBe('/moderation')
    expect(pageHref('/moderation/audit-log', '?lang=ar&page=3', 4)).toBe('/moderation/audit-log?lang=ar&page=4')
  })
})
