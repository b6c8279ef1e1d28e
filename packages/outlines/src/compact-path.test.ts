import { expect, test } from 'vitest'
import { compactPath } from './compact-path.ts'

test('flips y, rounds to whole units and writes relative commands without repeating letters', () => {
  expect(compactPath([{ d: 'M10,0L10.4,100L50,100Q60,50 50,0Z', x: 0, y: 0 }])).toBe('m10 0 0-100 40 0q10 50 0 100z')
})

test('places each piece at its offset, and a subpath after a close starts from where the last began', () => {
  const square = 'M0,0L10,0L10,10L0,10Z'
  expect(
    compactPath([
      { d: square, x: 0, y: 0 },
      { d: square, x: 20, y: -5 },
    ]),
  ).toBe('m0 0 10 0 0-10-10 0zm20 5 10 0 0-10-10 0z')
})

test('keeps cubic curves and the implicit lineto after a move', () => {
  expect(compactPath([{ d: 'M0,0C0,10 10,10 10,0M20,0L30,0', x: 0, y: 0 }])).toBe('m0 0c0-10 10-10 10 0m10 0 10 0')
})
