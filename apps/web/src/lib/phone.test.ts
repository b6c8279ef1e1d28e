import { describe, expect, it } from 'vitest'
import { formatPhone, toNationalPhone, toStoredPhone } from './phone.ts'

describe('toStoredPhone', () => {
  it.each([
    ['501234567', '971501234567'],
    ['50 123 4567', '971501234567'],
    ['0501234567', '971501234567'],
    ['971501234567', '971501234567'],
    ['+971 50 123 4567', '971501234567'],
    ['00971501234567', '971501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '971501234567'],
    ['۵۰ ۱۲۳ ۴۵۶۷', '971501234567'],
    ['+٩٧١ 50 ١٢٣ 4567', '971501234567'],
  ])('sends %s as %s', (typed, stored) => {
    expect(toStoredPhone(typed)).toBe(stored)
  })
})

describe('toNationalPhone and formatPhone', () => {
  it('drops the country code for editing and groups it for reading', () => {
    expect(toNationalPhone('971501234567')).toBe('501234567')
    expect(toNationalPhone(null)).toBe('')
    expect(formatPhone('971501234567')).toBe('+971 50 123 4567')
    expect(formatPhone('12345')).toBe('12345')
  })
})
