import { describe, expect, it } from 'vitest'
import { fitWithin } from './scale-image.ts'

// Decoding and encoding need a real browser: the avatar picker's stories scale real photos in Chromium.
describe('fitWithin', () => {
  it('brings the longest side down to the limit and keeps the shape', () => {
    expect(fitWithin(4000, 3000, 512)).toEqual({ width: 512, height: 384 })
    expect(fitWithin(3000, 4000, 512)).toEqual({ width: 384, height: 512 })
    expect(fitWithin(4032, 3024, 512)).toEqual({ width: 512, height: 384 })
    expect(fitWithin(5000, 5000, 512)).toEqual({ width: 512, height: 512 })
  })

  it('never enlarges a picture already within the limit', () => {
    expect(fitWithin(512, 200, 512)).toEqual({ width: 512, height: 200 })
    expect(fitWithin(1, 1, 512)).toEqual({ width: 1, height: 1 })
  })

  it('keeps at least one pixel on the short side of a very long strip', () => {
    expect(fitWithin(100_000, 10, 512)).toEqual({ width: 512, height: 1 })
  })
})
