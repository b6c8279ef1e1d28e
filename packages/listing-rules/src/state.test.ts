import { describe, expect, it } from 'vitest'
import { hasPrice, isLive } from '#state.ts'

describe('isLive', () => {
  it('is a listing that is shared and not sold', () => {
    expect(isLive({ status: true, isSold: false })).toBe(true)
    expect(isLive({ status: true, isSold: true })).toBe(false)
    expect(isLive({ status: false, isSold: false })).toBe(false)
    expect(isLive({ status: false, isSold: true })).toBe(false)
  })
})

describe('hasPrice', () => {
  it('is a listing for sale with an asking price, never a wanted request', () => {
    expect(hasPrice({ isOrder: false, newPrice: 80000 })).toBe(true)
    expect(hasPrice({ isOrder: false, newPrice: 0 })).toBe(true)
    expect(hasPrice({ isOrder: false, newPrice: null })).toBe(false)
    expect(hasPrice({ isOrder: true, newPrice: 80000 })).toBe(false)
    expect(hasPrice({ isOrder: true, newPrice: null })).toBe(false)
  })
})
