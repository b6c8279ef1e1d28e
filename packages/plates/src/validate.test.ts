import { describe, expect, it } from 'vitest'
import { plateNumberProblem } from '@raqam/listing-rules/numbers'
import { validatePlate } from './validate.ts'

const valid = { kind: 'car', city: 'dubai', code: 'AA', number: '16' }

describe('validatePlate', () => {
  it('finds nothing wrong with a real plate', () => {
    expect(validatePlate(valid)).toEqual([])
    expect(validatePlate({ kind: 'motorcycle', city: 'abu-dhabi', code: '50', number: '99999' })).toEqual([])
    expect(validatePlate({ kind: 'car', city: 'sharjah', code: '1', number: '7' })).toEqual([])
  })

  it('names the unknown kind and city', () => {
    expect(validatePlate({ ...valid, kind: 'truck', city: 'doha' })).toEqual([
      {
        field: 'kind',
        code: 'kind-unknown',
        message: 'kind "truck" is not "car" or "motorcycle"',
        params: { kind: 'truck' },
      },
      {
        field: 'city',
        code: 'city-unknown',
        message: 'city "doha" is not one of the seven emirates',
        params: { city: 'doha' },
      },
    ])
  })

  it('says which codes a city issues when the code is not one of them', () => {
    const [problem, ...rest] = validatePlate({ ...valid, city: 'sharjah', code: '5' })
    expect(rest).toEqual([])
    expect(problem).toEqual({
      field: 'code',
      code: 'code-not-in-city',
      message: 'code "5" is not issued in sharjah (allowed: 1, 2, 3, 4)',
      params: { code: '5', city: 'sharjah', allowed: ['1', '2', '3', '4'] },
    })
  })

  it('is exact about codes: lower case, spaces and other cities’ codes are wrong', () => {
    for (const code of ['aa', ' AA', 'FF', '50']) {
      expect(validatePlate({ ...valid, code }).map((p) => p.code)).toEqual(['code-not-in-city'])
    }
  })

  it('reports a missing code and number', () => {
    expect(validatePlate({ ...valid, code: '', number: '' }).map((p) => [p.field, p.code])).toEqual([
      ['code', 'code-missing'],
      ['number', 'number-missing'],
    ])
  })

  it('accepts Western digits only', () => {
    for (const number of ['12a', '١٢٣', '1 2', '-1', '1.5']) {
      expect(validatePlate({ ...valid, number }).map((p) => p.code)).toEqual(['number-not-digits'])
    }
  })

  it('allows one to five digits', () => {
    expect(validatePlate({ ...valid, number: '12345' })).toEqual([])
    expect(validatePlate({ ...valid, number: '123456' })).toEqual([
      {
        field: 'number',
        code: 'number-too-long',
        message: 'number has 6 digits; at most 5 are allowed',
        params: { length: 6, max: 5 },
      },
    ])
  })

  it('rejects a leading zero; a number has one problem, the first of the rule that applies', () => {
    expect(validatePlate({ ...valid, number: '0' }).map((p) => p.code)).toEqual(['number-leading-zero'])
    expect(validatePlate({ ...valid, number: '012345' }).map((p) => p.code)).toEqual(['number-too-long'])
  })

  it("finds a number's problem by @raqam/listing-rules' plate number rule", () => {
    for (const number of ['', '7', '12345', '123456', '0123', '12a', '١٢٣', '99999', '100000']) {
      const problem = validatePlate({ ...valid, number }).find((p) => p.field === 'number')?.code
      const rule = plateNumberProblem(number)
      expect(problem, number).toBe(rule === 'number-wrong-length' ? 'number-too-long' : rule)
    }
  })

  it('cannot check the code against an unknown city, but still checks the number', () => {
    expect(validatePlate({ kind: 'car', city: 'doha', code: 'ZZ', number: '1234567' }).map((p) => p.code)).toEqual([
      'city-unknown',
      'number-too-long',
    ])
  })
})
