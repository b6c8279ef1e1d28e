import { describe, expect, it } from 'vitest'
import { splitLater } from './later-parts.ts'

const sprite = (paths: string) => `<svg aria-hidden="true"><defs data-plate-outlines="">${paths}</defs></svg>`
const a = '<path id="g-a" d="m0 0"/>'
const b = '<path id="g-b" d="m1 1"/>'

describe('a page cut at its later regions', () => {
  it('leaves each marked element empty, in order, keeping elements of its name nested inside whole', () => {
    const html =
      '<main><h1>Top</h1><raqam-later data-later=""><section><div><div>x</div></div></section></raqam-later>' +
      '<ul><li>1</li><li data-later=""><li>nested</li><b>2</b></li></ul></main>'
    expect(splitLater(html)).toEqual({
      document:
        '<main><h1>Top</h1><raqam-later data-later=""></raqam-later><ul><li>1</li><li data-later=""></li></ul></main>',
      regions: ['<section><div><div>x</div></div></section>', '<li>nested</li><b>2</b>'],
      outlines: null,
    })
  })

  it("keeps in the document only the outlines its own plates use, and sends the page's whole sprite after", () => {
    const html = `<svg><use href="#g-a"/></svg><i data-later=""><svg><use href="#g-b"/></svg></i>${sprite(a + b)}`
    const split = splitLater(html)!
    expect(split.document).toBe(`<svg><use href="#g-a"/></svg><i data-later=""></i>${sprite(a)}`)
    expect(split.outlines).toBe(a + b)
  })

  it('is nothing for a page with no later region, and refuses nested regions', () => {
    expect(splitLater('<main>all</main>')).toBeNull()
    expect(() => splitLater('<p data-later=""><b data-later="">x</b></p>')).toThrow(/not nested/)
  })
})
