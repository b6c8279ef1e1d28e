import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ARABIC_DIGITS, foldDigits, WESTERN_DIGITS } from '#digits.ts'
import { mobileNumberProblem, plateNumberProblem, typedPriceProblem } from '#numbers.ts'

/** The ten digits in each script a keyboard types, by value. */
const scripts = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'] as const

/** A Western text and the same text with each digit written in any of the three scripts. */
const mixed = fc
  .array(fc.oneof(fc.constantFrom(...'0123456789'), fc.string({ maxLength: 3 })), { maxLength: 12 })
  .chain((pieces) =>
    fc.array(fc.constantFrom(...scripts), { minLength: pieces.length, maxLength: pieces.length }).map((chosen) => ({
      western: pieces.join(''),
      typed: pieces.map((piece, i) => (/^\d$/.test(piece) ? chosen[i]![Number(piece)] : piece)).join(''),
    })),
  )
  .filter(({ western }) => !/[\u0660-\u0669\u06f0-\u06f9]/.test(western))

describe('foldDigits', () => {
  it('writes every digit of the three scripts as its Western digit', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(foldDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(foldDigits('٧٨٦ plate ۷۸۶ لوحة 786')).toBe('786 plate 786 لوحة 786')
  })

  it('gives the same text for any mix of scripts, and leaves every other character alone', () => {
    fc.assert(fc.property(mixed, ({ western, typed }) => foldDigits(typed) === western))
  })

  it('is idempotent and keeps the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const folded = foldDigits(text)
        return foldDigits(folded) === folded && folded.length === text.length
      }),
    )
  })

  it('pairs the two digit lists place for place, as SQL translate() reads them', () => {
    expect(ARABIC_DIGITS).toHaveLength(WESTERN_DIGITS.length)
    expect(foldDigits(ARABIC_DIGITS)).toBe(WESTERN_DIGITS)
  })

  it('lets the number and price rules judge a folded number as its Western twin', () => {
    const digits = fc.array(fc.constantFrom(...'0123456789'), { maxLength: 11 }).chain((western) =>
      fc.array(fc.constantFrom(...scripts), { minLength: western.length, maxLength: western.length }).map((chosen) => ({
        western: western.join(''),
        typed: western.map((digit, i) => chosen[i]![Number(digit)]).join(''),
      })),
    )
    fc.assert(
      fc.property(digits, ({ western, typed }) => {
        const folded = foldDigits(typed)
        expect(plateNumberProblem(folded)).toBe(plateNumberProblem(western))
        expect(mobileNumberProblem(folded)).toBe(mobileNumberProblem(western))
        expect(typedPriceProblem(typed)).toBe(typedPriceProblem(western))
      }),
    )
  })
})
