import { describe, expect, it } from 'vitest'
import type { TextSlot } from '../layout/types.ts'
import { fitText } from './fit-text.ts'
import { characterWeight, latinMetrics } from './fonts.ts'

const slot: TextSlot = { box: { x: 100, y: 20, width: 200, height: 60 }, fill: '#000', minScaleX: 0.8 }
const capHeight = latinMetrics(characterWeight).capHeight

describe('fitText', () => {
  it('draws nothing for an empty string', () => {
    expect(fitText('', slot)).toBeNull()
  })

  it('fills the slot height with the cap height and centres the ink in the slot', () => {
    const fitted = fitText('7', slot)!
    expect(fitted.fontSize).toBeCloseTo(60 / capHeight, 1)
    expect(fitted.ink.height).toBeCloseTo(60, 0)
    expect(fitted.ink.x + fitted.ink.width / 2).toBeCloseTo(200, 1)
    expect(fitted.ink.y + fitted.ink.height / 2).toBeCloseTo(50, 0)
  })

  it('never stretches a short number: its width is the font’s own', () => {
    const one = fitText('1', slot)!
    const two = fitText('11', slot)!
    expect(one.fontSize).toBe(two.fontSize)
    expect(two.width).toBeCloseTo(one.width * 2, 1)
    expect(one.width).toBeLessThan(slot.box.width / 4)
  })

  it('condenses a wide number to the slot before making it smaller', () => {
    const five = fitText('88888', { ...slot, box: { ...slot.box, width: 160 } })!
    expect(five.fontSize).toBeCloseTo(60 / capHeight, 1)
    expect(five.ink.width).toBeCloseTo(160, 1)
  })

  it('makes the characters smaller once condensing reaches the limit, and keeps them centred', () => {
    const narrow = { ...slot, box: { ...slot.box, width: 80 } }
    const fitted = fitText('88888', narrow)!
    expect(fitted.fontSize).toBeLessThan(60 / capHeight)
    expect(fitted.ink.width).toBeCloseTo(80, 1)
    expect(fitted.ink.y + fitted.ink.height / 2).toBeCloseTo(50, 0)
  })

  it('lets the tail of Q hang below the cap band', () => {
    const q = fitText('Q', slot)!
    const o = fitText('O', slot)!
    expect(q.ink.y + q.ink.height).toBeGreaterThan(o.ink.y + o.ink.height + 5)
  })
})
