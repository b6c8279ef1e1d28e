import { expect, test } from 'vitest'
import type { OutlineFace } from './face.ts'
import { setLine } from './line.ts'

const face: OutlineFace = {
  name: 't',
  unitsPerEm: 1000,
  glyphs: { A: [500, 'A'], V: [480, 'V'], '1': [300, 'one'], '8': [450, 'eight'] },
  kerning: { AV: -40 },
  words: { دبي: [900, 'dubai'] },
}

test('sets a line glyph by glyph, kerning the pairs that have it', () => {
  expect(setLine(face, 'AVA')).toEqual({
    advance: 500 - 40 + 480 + 500,
    outlines: [
      { id: 't-1t', d: 'A', x: 0 },
      { id: 't-2e', d: 'V', x: 460 },
      { id: 't-1t', d: 'A', x: 940 },
    ],
  })
})

test('draws a word the face has whole as one outline, with an id of its own', () => {
  const line = setLine(face, 'دبي')
  expect(line.advance).toBe(900)
  expect(line.outlines).toHaveLength(1)
  expect(line.outlines[0]).toMatchObject({ d: 'dubai', x: 0 })
  expect(line.outlines[0]!.id).toMatch(/^t-w[0-9a-z]+$/)
  expect(setLine(face, 'دبي').outlines[0]!.id).toBe(line.outlines[0]!.id)
})

test('a character the face lacks draws nothing and advances like the widest digit', () => {
  expect(setLine(face, '1?1')).toEqual({
    advance: 300 + 450 + 300,
    outlines: [
      { id: 't-1d', d: 'one', x: 0 },
      { id: 't-1d', d: 'one', x: 750 },
    ],
  })
})
