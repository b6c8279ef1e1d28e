import { describe, expect, it } from 'vitest'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { placeCharacters, plateLayout } from '../core.ts'
import { characterWeight, measureLatin } from '../render/fonts.ts'
import { shapeBox } from './draw.ts'
import { frames } from './frames.ts'
import { contains, inflate, intersects } from './geometry.ts'
import type { Box, PlateLayout } from './types.ts'

const variants = [
  ['car', 'type1', 'big'],
  ['car', 'type1', 'mini'],
  ['car', 'type2', 'big'],
  ['car', 'type2', 'mini'],
  ['motorcycle', 'type1', 'big'],
  ['motorcycle', 'type2', 'big'],
] as const

const all: PlateLayout[] = cities.flatMap((city) =>
  variants.map(([kind, type, size]) => plateLayout(kind, city, type, size)),
)

/** Inside the pressed rim: where marks and characters may go. */
const inner = (layout: PlateLayout): Box => ({ x: 6.5, y: 6.5, width: layout.width - 13, height: layout.height - 13 })
const viewBox = (layout: PlateLayout): Box => ({ x: 0, y: 0, width: layout.width, height: layout.height })

/** Numbers that stress the fit: one digit, the narrowest and the widest five digits. */
const stressNumbers = ['1', '7', '11111', '44444', '88888', '00000']
const widest = (city: (typeof cities)[number]) =>
  plateCodes[city].reduce((a, b) =>
    measureLatin(b, characterWeight).advance > measureLatin(a, characterWeight).advance ? b : a,
  )

describe('layout table', () => {
  it('has all 42 variants, each once, with its own id', () => {
    expect(all).toHaveLength(42)
    expect(new Set(all.map((l) => l.id)).size).toBe(42)
    expect(new Set(all).size).toBe(42)
  })

  it.each(all.map((l) => [l.id, l] as const))('%s: says what it is and uses its outline', (id, layout) => {
    const frame = layout.kind === 'motorcycle' ? frames.motorcycle : frames[layout.size!]
    expect(id).toBe([layout.kind, layout.city, layout.type, layout.size].filter(Boolean).join('/'))
    expect(layout.size === null).toBe(layout.kind === 'motorcycle')
    expect([layout.width, layout.height]).toEqual([frame.width, frame.height])
    expect(layout.source).toMatch(/\b(H|M|L)(\/(H|M|L))?(, [^()]+)?\)$/)
  })

  it.each(all.map((l) => [l.id, l] as const))(
    '%s: has every box, inside the viewBox and clear of each other',
    (_, layout) => {
      expect(layout.marks.length).toBeGreaterThan(0)
      for (const panel of layout.panels) expect(contains(viewBox(layout), shapeBox(panel))).toBe(true)
      for (const mark of layout.marks) {
        expect(contains(inner(layout), mark.box), `mark ${mark.name}`).toBe(true)
        for (const shape of mark.shapes)
          expect(contains(inflate(mark.box, 0.01), shapeBox(shape)), `a shape of ${mark.name}`).toBe(true)
        expect(intersects(layout.code.box, mark.box), `code box vs ${mark.name}`).toBe(false)
        expect(intersects(layout.number.box, mark.box), `number box vs ${mark.name}`).toBe(false)
      }
      for (const slot of [layout.code, layout.number]) {
        expect(slot.box.width).toBeGreaterThan(0)
        expect(slot.box.height).toBeGreaterThan(0)
        expect(contains(inner(layout), slot.box)).toBe(true)
      }
      expect(intersects(layout.code.box, layout.number.box)).toBe(false)
    },
  )

  it('hands out the same frozen record every time, so a caller cannot change later plates', () => {
    const layout = plateLayout('car', 'dubai')
    expect(layout).toBe(plateLayout('car', 'dubai', 'type1', 'big'))
    expect(() => {
      ;(layout.number.box as { x: number }).x = 0
    }).toThrow(TypeError)
    expect(() => (layout.marks as unknown[]).push({})).toThrow(TypeError)
    expect(layout.number.box.x).toBe(150)
  })

  it('keeps one record per motorcycle design, whatever size is asked for', () => {
    expect(plateLayout('motorcycle', 'sharjah', 'type2', 'mini')).toBe(plateLayout('motorcycle', 'sharjah', 'type2'))
    expect(plateLayout('car', 'sharjah', 'type2', 'mini')).not.toBe(plateLayout('car', 'sharjah', 'type2', 'big'))
  })
})

describe('every code and stress number fits every variant', () => {
  it.each(all.map((l) => [l.id, l] as const))('%s', (_, layout) => {
    const problems: string[] = []
    for (const code of plateCodes[layout.city]) {
      for (const number of stressNumbers) {
        const placed = placeCharacters(layout, code, number)
        for (const [slot, fitted] of Object.entries(placed)) {
          if (!fitted) throw new Error('nothing placed')
          if (!contains(inner(layout), fitted.ink)) problems.push(`${slot} ${fitted.text} leaves the plate`)
          // 1.5 mm of white between characters and the mark, as on the physical plates.
          for (const mark of layout.marks)
            if (intersects(inflate(fitted.ink, 1.5), mark.box))
              problems.push(`${slot} ${fitted.text} touches ${mark.name}`)
        }
        if (intersects(inflate(placed.code!.ink, 3), placed.number!.ink)) problems.push(`${code} and ${number} collide`)
      }
    }
    expect(problems).toEqual([])
  })

  it.each(all.map((l) => [l.id, l] as const))('%s: white characters sit on a coloured panel', (_, layout) => {
    for (const slot of [layout.code, layout.number]) {
      if (slot.fill !== '#ffffff') continue
      const ink = placeCharacters(layout, widest(layout.city), '88888')
      const fitted = slot === layout.code ? ink.code! : ink.number!
      expect(layout.panels.some((panel) => contains(shapeBox(panel), fitted.ink))).toBe(true)
    }
  })

  it.each(all.map((l) => [l.id, l] as const))(
    '%s: one digit is as tall as five, and five are not shrunk much',
    (_, layout) => {
      const one = placeCharacters(layout, widest(layout.city), '1').number!
      const five = placeCharacters(layout, widest(layout.city), '88888').number!
      expect(one.ink.height).toBeCloseTo(layout.number.box.height, 0)
      expect(five.fontSize).toBeGreaterThanOrEqual(one.fontSize * 0.85)
    },
  )
})
