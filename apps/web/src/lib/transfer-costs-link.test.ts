import { describe, expect, it } from 'vitest'
import { transferCostsQuery } from './transfer-costs-link.ts'

describe('transferCostsQuery', () => {
  it('opens the calculator on a plate’s emirate and a number’s operator', () => {
    expect(transferCostsQuery({ category: 'motorcycle', city: 'ajman', operator: null }).toString()).toBe(
      'kind=motorcycle&emirate=ajman&operator=du',
    )
    expect(transferCostsQuery({ category: 'mobile', city: null, operator: 'eand' }).toString()).toBe(
      'kind=mobile&emirate=dubai&operator=eand',
    )
  })

  it('opens a number without an operator on the default one', () => {
    expect(transferCostsQuery({ category: 'mobile', city: null, operator: null }).get('operator')).toBe('du')
  })
})
