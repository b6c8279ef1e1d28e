import { describe, expect, it } from 'vitest'
import { escapeHtml } from './html.ts'

describe('escapeHtml', () => {
  it('escapes what could end a text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a> رقم`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt; رقم',
    )
  })
})
