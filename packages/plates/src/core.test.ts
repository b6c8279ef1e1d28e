import { describe, expect, it } from 'vitest'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { plateLayout, renderPlateSvg } from './core.ts'

const parse = (svg: string) => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc.documentElement
}

/** The outline each `<use>` of `slot` draws: the path its href names, in the SVG's own defs. */
const outlinesOf = (root: Element, slot: string) =>
  [...root.querySelectorAll(`[data-slot="${slot}"] use`)].map((use) => {
    const id = use.getAttribute('href')!.slice(1)
    return root.querySelector(`defs path[id="${id}"]`)?.getAttribute('d') ?? `missing ${id}`
  })

const dubai = { kind: 'car', city: 'dubai', code: 'AA', number: '16', label: 'Dubai car plate AA 16' } as const

describe('renderPlateSvg', () => {
  it('returns one standalone, well-formed SVG image named by its label', () => {
    const svg = renderPlateSvg(dubai)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    const root = parse(svg)
    expect(root.getAttribute('role')).toBe('img')
    expect(root.getAttribute('aria-label')).toBe('Dubai car plate AA 16')
    expect(root.getAttribute('viewBox')).toBe('0 0 520 110')
    expect(root.getAttribute('data-plate')).toBe('car/dubai/type1/big')
    expect(root.querySelector('title')?.textContent).toBe('Dubai car plate AA 16')
    const [a, secondA] = outlinesOf(root, 'code')
    expect(outlinesOf(root, 'code')).toHaveLength(2)
    expect(a).toMatch(/^m[-\d]/)
    expect(secondA).toBe(a)
    const [one, six] = outlinesOf(root, 'number')
    expect(one).toMatch(/^m[-\d]/)
    expect(six).toMatch(/^m[-\d]/)
    expect(one).not.toBe(six)
  })

  it('is always drawn left-to-right, Arabic words included: each is one outline, shaped whole', () => {
    const root = parse(renderPlateSvg(dubai))
    expect(root.getAttribute('direction')).toBe('ltr')
    expect(root.querySelector('[direction="rtl"]')).toBeNull()
    // The Dubai mark: the word دبي and the word DUBAI, one outline each, each defined once.
    expect(outlinesOf(root, 'mark')).toHaveLength(2)
    expect(root.querySelectorAll('defs path')).toHaveLength(2 + 1 + 2)
  })

  it('defines each outline once however often it is drawn', () => {
    const root = parse(renderPlateSvg({ ...dubai, code: 'A', number: '11111' }))
    const ids = [...root.querySelectorAll('defs path')].map((path) => path.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(root.querySelectorAll('[data-slot="number"] use')).toHaveLength(5)
    expect(new Set(outlinesOf(root, 'number')).size).toBe(1)
  })

  it('hides an unlabelled plate from assistive technology', () => {
    const root = parse(renderPlateSvg({ ...dubai, label: undefined }))
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(root.hasAttribute('role')).toBe(false)
  })

  it('escapes what it is given', () => {
    const root = parse(
      renderPlateSvg({ ...dubai, code: '<A&', number: '"1"', label: 'Tom & "Jerry" <3', className: 'a"b' }),
    )
    expect(root.getAttribute('aria-label')).toBe('Tom & "Jerry" <3')
    expect(root.getAttribute('class')).toBe('a"b')
    expect(root.querySelector('title')?.textContent).toBe('Tom & "Jerry" <3')
    // Characters no plate has draw nothing (they keep their room): only the A is drawn.
    expect(outlinesOf(root, 'code')).toHaveLength(1)
  })

  it('needs no font and refers to nothing outside itself', () => {
    const svg = renderPlateSvg({ ...dubai, city: 'abu-dhabi', code: '50' })
    expect(svg).not.toMatch(/<text|font|url\(|<script|<image|style=/)
    const root = parse(svg)
    for (const use of root.querySelectorAll('use')) expect(use.getAttribute('href')).toMatch(/^#plate-/)
    expect(outlinesOf(root, 'mark').filter((d) => d.startsWith('missing'))).toEqual([])
  })

  it('is deterministic', () => {
    expect(renderPlateSvg(dubai)).toBe(renderPlateSvg({ ...dubai }))
  })

  it('defaults to type1 and big, and ignores size for motorcycles', () => {
    expect(renderPlateSvg(dubai)).toBe(renderPlateSvg({ ...dubai, type: 'type1', size: 'big' }))
    const bike = { ...dubai, kind: 'motorcycle' } as const
    expect(renderPlateSvg({ ...bike, size: 'mini' })).toBe(renderPlateSvg({ ...bike, size: 'big' }))
    expect(parse(renderPlateSvg(bike)).getAttribute('data-plate')).toBe('motorcycle/dubai/type1')
  })

  it('draws every variant differently', () => {
    const drawings = new Set<string>()
    for (const city of cities) {
      for (const kind of ['car', 'motorcycle'] as const) {
        for (const type of ['type1', 'type2'] as const) {
          for (const size of kind === 'car' ? (['big', 'mini'] as const) : (['big'] as const)) {
            drawings.add(
              renderPlateSvg({ kind, city, type, size, code: plateCodes[city][0]!, number: '1' }).replace(
                /data-plate="[^"]+"/,
                '',
              ),
            )
          }
        }
      }
    }
    expect(drawings.size).toBe(42)
  })

  it('draws empty or odd strings without throwing (validation is a separate step)', () => {
    const root = parse(renderPlateSvg({ ...dubai, code: '', number: '123456' }))
    expect(root.querySelector('[data-slot="code"]')?.children).toHaveLength(0)
    expect(outlinesOf(root, 'number')).toHaveLength(6)
  })
})

describe('plateLayout', () => {
  it('refuses what does not exist', () => {
    expect(() => plateLayout('car', 'doha' as never)).toThrow(/Unknown city "doha"/)
    expect(() => plateLayout('truck' as never, 'dubai')).toThrow(/Unknown plate kind/)
    expect(() => plateLayout('car', 'dubai', 'type3' as never)).toThrow(/Unknown plate type/)
    expect(() => plateLayout('car', 'dubai', 'type1', 'huge' as never)).toThrow(/Unknown plate size/)
  })

  it('puts the Umm Al Quwain type 1 motorcycle code beside the number, unlike the others', () => {
    const uaq = plateLayout('motorcycle', 'umm-al-quwain', 'type1')
    const overlapsRow = (a: { y: number; height: number }, b: { y: number; height: number }) =>
      a.y < b.y + b.height && b.y < a.y + a.height
    expect(overlapsRow(uaq.code.box, uaq.number.box)).toBe(true)
    for (const city of cities.filter((c) => c !== 'umm-al-quwain')) {
      const other = plateLayout('motorcycle', city, 'type1')
      expect(other.code.box.y + other.code.box.height).toBeLessThanOrEqual(other.number.box.y)
    }
  })
})

describe('outlines', () => {
  // Every code of an emirate on every variant, drawn and parsed: about 200 SVGs, a second or two per emirate.
  it.each(cities)(
    'exist for every character of every code and number and every word of every mark: %s',
    (city) => {
      const missing = new Set<string>()
      for (const kind of ['car', 'motorcycle'] as const) {
        for (const type of ['type1', 'type2'] as const) {
          for (const size of ['big', 'mini'] as const) {
            for (const code of plateCodes[city]) {
              const root = parse(renderPlateSvg({ kind, city, type, size, code, number: '1234567890' }))
              // The ids of the SVG's outlines, read once: a selector per <use> made this test slow.
              const defined = new Set([...root.querySelectorAll('path[id]')].map((path) => `#${path.id}`))
              const drawn = (slot: string) =>
                [...root.querySelectorAll(`[data-slot="${slot}"] use`)].filter((use) =>
                  defined.has(use.getAttribute('href')!),
                ).length
              if (drawn('code') !== code.length) missing.add(`code ${code} (${city})`)
              if (drawn('number') !== 10) missing.add(`a digit (${city})`)
              const shapes = root.querySelectorAll('[data-slot="mark"] > *, [data-slot="panels"] > use')
              for (const shape of shapes) {
                // A word is a <use>, or a <g> of them when set glyph by glyph: an empty <g> drew nothing.
                if (shape.tagName === 'g' && !shape.querySelector('use')) missing.add(`a word (${kind}/${city})`)
                for (const use of shape.tagName === 'use' ? [shape] : shape.querySelectorAll('use'))
                  if (!defined.has(use.getAttribute('href')!))
                    missing.add(`${use.getAttribute('href')} (${kind}/${city}/${type}/${size})`)
              }
            }
          }
        }
      }
      expect([...missing]).toEqual([])
    },
    30_000,
  )
})
