import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { plateLayout, renderPlateSvg } from './core.ts'
import { plateFontFiles } from './fonts.ts'

const parse = (svg: string) => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc.documentElement
}

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
    expect(root.querySelector('[data-slot="code"] text')?.textContent).toBe('AA')
    expect(root.querySelector('[data-slot="number"] text')?.textContent).toBe('16')
  })

  it('is always drawn left-to-right; only Arabic words run right-to-left', () => {
    const root = parse(renderPlateSvg(dubai))
    expect(root.getAttribute('direction')).toBe('ltr')
    const rtl = [...root.querySelectorAll('[direction="rtl"]')]
    expect(rtl.map((el) => el.textContent)).toEqual(['دبي'])
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
    expect(root.querySelector('[data-slot="code"] text')?.textContent).toBe('<A&')
  })

  it('names the npm font families and nothing external', () => {
    const svg = renderPlateSvg({ ...dubai, city: 'abu-dhabi', code: '50' })
    expect(svg).toContain('font-family="\'Barlow Condensed\'"')
    expect(svg).toContain('font-family="\'Noto Kufi Arabic\'"')
    expect(svg).not.toMatch(/href|url\(|<script|<image|style=/)
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
    expect(root.querySelector('[data-slot="number"] text')?.textContent).toBe('123456')
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

describe('fonts.css', () => {
  const loaded = new Set<string>()
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fonts.css'), 'utf8')
  for (const face of css.matchAll(/font-family: '([^']+)';[\s\S]*?font-weight: (\d+);/g))
    loaded.add(`${face[1]} ${face[2]}`)

  // Every code of every emirate on every variant, drawn and parsed: about 5 s alone, more on a busy machine.
  it('loads every family and weight the plates use, and each face holds every character drawn in it', () => {
    const used = new Set<string>()
    const uncovered = new Set<string>()
    for (const city of cities) {
      for (const kind of ['car', 'motorcycle'] as const) {
        for (const type of ['type1', 'type2'] as const) {
          for (const size of ['big', 'mini'] as const) {
            for (const code of plateCodes[city]) {
              const root = parse(renderPlateSvg({ kind, city, type, size, code, number: '12345' }))
              for (const text of root.querySelectorAll('text')) {
                const family = `'${text.getAttribute('font-family')!.split(',')[0]!.replace(/'/g, '')}'`
                const weight = Number(text.getAttribute('font-weight'))
                used.add(`${family.replace(/'/g, '')} ${weight}`)
                const file = plateFontFiles.find((font) => font.family === family && font.weight === weight)
                for (const char of text.textContent ?? '')
                  if (!file?.text.includes(char)) uncovered.add(`${char} (${family} ${weight})`)
              }
            }
          }
        }
      }
    }
    expect([...used].filter((face) => !loaded.has(face))).toEqual([])
    expect(used.size).toBeGreaterThanOrEqual(3)
    expect([...uncovered]).toEqual([])
  }, 30_000)
})
