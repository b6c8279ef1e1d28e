import { describe, expect, it } from 'vitest'
import { cities, isCity, isPlateCode, plateCodes } from '#cities.ts'

describe('plate codes', () => {
  it('lists the seven emirates in order', () => {
    expect(cities).toEqual(['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'fujairah', 'ras-al-khaimah', 'umm-al-quwain'])
  })

  it('has exactly the codes each emirate issues, in display order', () => {
    const az = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
    expect(plateCodes).toEqual({
      'abu-dhabi': [
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
        '12',
        '13',
        '14',
        '15',
        '16',
        '17',
        '18',
        '19',
        '20',
        '21',
        '50',
      ],
      dubai: [...az, 'AA', 'BB', 'CC', 'DD', 'EE'],
      sharjah: ['1', '2', '3', '4'],
      ajman: az,
      fujairah: az,
      'ras-al-khaimah': az,
      'umm-al-quwain': az,
    })
    expect(Object.keys(plateCodes)).toEqual([...cities])
  })

  it('cannot be changed at run time', () => {
    expect(() => (plateCodes.dubai as string[]).push('FF')).toThrow(TypeError)
  })

  it('answers whether a city issues a code, exactly', () => {
    expect(isPlateCode('abu-dhabi', '50')).toBe(true)
    expect(isPlateCode('abu-dhabi', '22')).toBe(false)
    expect(isPlateCode('dubai', 'EE')).toBe(true)
    expect(isPlateCode('dubai', 'FF')).toBe(false)
    expect(isPlateCode('dubai', 'a')).toBe(false)
    expect(isPlateCode('sharjah', '4')).toBe(true)
    expect(isPlateCode('sharjah', '5')).toBe(false)
    expect(isPlateCode('ajman', 'AA')).toBe(false)
    expect(isPlateCode('nowhere' as never, 'A')).toBe(false)
  })

  it('recognises city ids', () => {
    expect(isCity('umm-al-quwain')).toBe(true)
    expect(isCity('Dubai')).toBe(false)
    expect(isCity(undefined)).toBe(false)
  })
})
