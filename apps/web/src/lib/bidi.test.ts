import { expect, it } from 'vitest'
import { isolateLtr } from './bidi.ts'

it('wraps text in a left-to-right isolate, and leaves empty text alone', () => {
  expect(isolateLtr('050 123 4567')).toBe('\u2066050 123 4567\u2069')
  expect(isolateLtr('')).toBe('')
})
