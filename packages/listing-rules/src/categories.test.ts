import { describe, expect, it } from 'vitest'
import { categories, categoryNames } from '#categories.ts'
import { operatorNames, operators } from '#numbers.ts'

describe('the names of the vocabulary', () => {
  it('lists the three kinds of listing in order', () => {
    expect(categories).toEqual(['car', 'motorcycle', 'mobile'])
  })

  it('names every kind and every operator in both languages, Arabic in Arabic letters', () => {
    for (const names of [
      ...categories.map((category) => categoryNames[category]),
      ...operators.map((operator) => operatorNames[operator]),
    ]) {
      expect(names.en.trim()).not.toBe('')
      expect(names.ar).toMatch(/^[\u0600-\u06ff ]+$/)
    }
    expect(Object.keys(categoryNames)).toEqual([...categories])
    expect(Object.keys(operatorNames)).toEqual([...operators])
  })
})
