import { expect, it } from 'vitest'
import { hasPriceDecimals, MAX_PRICE } from '#limits.ts'

it('judges decimals as the client wrote them, not as binary floats', () => {
  for (const ok of [0, 0.29, 1.1, 199999.99, MAX_PRICE, 12.5]) expect(hasPriceDecimals(ok), String(ok)).toBe(true)
  for (const bad of [0.001, 10.125, 1.999]) expect(hasPriceDecimals(bad), String(bad)).toBe(false)
})
