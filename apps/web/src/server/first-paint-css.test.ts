import { describe, expect, it } from 'vitest'
import { firstPaintCss, namesIn, parseStylesheet } from './first-paint-css.ts'

const sheet = parseStylesheet(
  [
    ':root{--a:1}',
    "@font-face{font-family:Web;src:url(/assets/web.woff2) format('woff2')}",
    "@font-face{font-family:Web fallback;src:local('Arial')}",
    '._card_1{color:red}',
    '._card_1 ._title_2,#site-menu{margin:0}',
    '._open_3:not(._card_1){display:block}',
    '[dir=rtl] ._gone_4{left:0}',
    '@media (min-width:40em){._card_1{padding:1px}._gone_4{padding:2px}}',
    '@keyframes _spin_5{to{rotate:1turn}}',
    '._x_6::after{content:"}{."}',
  ].join(''),
)

describe('first-paint rules', () => {
  it('keeps the rules whose classes and ids the page carries, and every rule naming neither', () => {
    const css = firstPaintCss(sheet, namesIn('<div class="_card_1 other"><h2 id="site-menu">x</h2></div>'))
    expect(css).toBe(
      ":root{--a:1}@font-face{font-family:Web fallback;src:local('Arial')}._card_1{color:red}" +
        '._card_1 ._title_2,#site-menu{margin:0}@media (min-width:40em){._card_1{padding:1px}}@keyframes _spin_5{to{rotate:1turn}}',
    )
  })

  it('never asks for a web face, needs no class inside :not(), and reads strings whole', () => {
    const css = firstPaintCss(sheet, namesIn('<p class="_open_3 _x_6"></p>'))
    expect(css).not.toContain('url(')
    expect(css).toContain('._open_3:not(._card_1){display:block}')
    expect(css).toContain('._x_6::after{content:"}{."}')
    expect(css).not.toContain('_gone_4')
  })
})
