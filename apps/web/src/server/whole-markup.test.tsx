import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { BelowFirstScreen } from '#components/below-first-screen/below-first-screen.tsx'
import { wholeMarkup } from './whole-markup.ts'

function Broken(): never {
  throw new Error('a section that cannot be drawn')
}

describe("a page's markup, whole", () => {
  it('holds what lies below the first screen in the same markup, each part in its own boundary, inline', async () => {
    const html = await wholeMarkup(
      <main>
        <h1>Top</h1>
        <BelowFirstScreen>
          <section>Seller</section>
        </BelowFirstScreen>
        <BelowFirstScreen>
          <footer>Terms</footer>
        </BelowFirstScreen>
      </main>,
    )
    // Each boundary complete where it stands (<!--$-->…<!--/$-->): no fallback, no script to put it in place.
    expect(html).toBe(
      '<main><h1>Top</h1><!--$--><section>Seller</section><!--/$--><!--$--><footer>Terms</footer><!--/$--></main>',
    )
  })

  it('fails on an error inside a boundary, as before one, rather than leave a hole in the page', async () => {
    await expect(wholeMarkup(<Broken />)).rejects.toThrow('a section that cannot be drawn')
    await expect(
      wholeMarkup(
        <main>
          <h1>Top</h1>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </main>,
      ),
    ).rejects.toThrow('a section that cannot be drawn')
  })
})
