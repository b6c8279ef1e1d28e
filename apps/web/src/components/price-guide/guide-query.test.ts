import { describe, expect, it } from 'vitest'
import { guideQueryOf } from './guide-query.ts'

describe('the guide query of a number', () => {
  it('waits for a plate to have its emirate and a plate number', () => {
    expect(guideQueryOf({ category: 'car', number: '777', city: '' })).toBeNull()
    expect(guideQueryOf({ category: 'car', number: '', city: 'dubai' })).toBeNull()
    expect(guideQueryOf({ category: 'car', number: '0777', city: 'dubai' })).toBeNull()
    expect(guideQueryOf({ category: 'car', number: '123456', city: 'dubai' })).toBeNull()
    expect(guideQueryOf({ category: 'car', number: '77', city: 'dubai' })).toEqual({
      category: 'car',
      number: '77',
      city: 'dubai',
    })
  })

  it('sends the code only when the emirate issues it', () => {
    expect(guideQueryOf({ category: 'motorcycle', number: '7', city: 'dubai', code: 'AA' })).toMatchObject({
      code: 'AA',
    })
    expect(guideQueryOf({ category: 'car', number: '7', city: 'sharjah', code: 'AA' })).not.toHaveProperty('code')
  })

  it('waits for a mobile number to have its operator and a prefix in use', () => {
    expect(guideQueryOf({ category: 'mobile', number: '0551', operator: '' })).toBeNull()
    expect(guideQueryOf({ category: 'mobile', number: '05', operator: 'du' })).toBeNull()
    expect(guideQueryOf({ category: 'mobile', number: '0531', operator: 'du' })).toBeNull()
    expect(guideQueryOf({ category: 'mobile', number: '0551', operator: 'du', city: 'dubai' }, 'id')).toEqual({
      category: 'mobile',
      number: '0551',
      operator: 'du',
      exclude: 'id',
    })
  })
})
