import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Later, useLaterMark } from '#components/later/later.tsx'
import { splitLater } from './later-parts.ts'

function Item({ children }: { children: string }) {
  return <li {...useLaterMark()}>{children}</li>
}

describe('a page drawn with Later regions', () => {
  it('marks its region and a list item once, however deep they nest, so the page always cuts', () => {
    // A wanted request's matches: a grid of marked items and its pager, below the fold and inside a region.
    const html = renderToString(
      <main>
        <ul>
          <Item>first screen</Item>
        </ul>
        <Later>
          <ul>
            <Item>match</Item>
          </ul>
          <Later>
            <nav>pager</nav>
          </Later>
        </Later>
      </main>,
    )
    expect(html.match(/data-later=""/g)).toHaveLength(2)
    const cut = splitLater(html)!
    expect(cut.regions).toHaveLength(2)
    expect(cut.regions[0]).toBe('first screen')
    expect(cut.regions[1]).toMatch(/<li>match<\/li>.*<raqam-later>.*pager.*<\/raqam-later>/s)
  })
})
