import { cities } from '@raqam/listing-rules/cities'
import { operators } from '@raqam/listing-rules/numbers'
import { describe, expect, it } from 'vitest'
import { choiceParams, readChoice, scheduleOf, transferCosts, type TransferChoice } from './costs.ts'
import { numberSchedules, plateSchedules } from './fees.ts'

const rtaPlateChange = 'https://www.rta.ae/wps/portal/rta/ae/home/rta-services/service-details?serviceId=3704426'

describe('readChoice', () => {
  it('takes a Dubai car plate when nothing was chosen, and each field’s default when it was sent empty', () => {
    expect(readChoice({ kind: null, emirate: null, operator: null })).toEqual({
      choice: { kind: 'car', emirate: 'dubai' },
    })
    expect(readChoice({ kind: 'motorcycle', emirate: '', operator: '' })).toEqual({
      choice: { kind: 'motorcycle', emirate: 'dubai' },
    })
  })

  it('reads a plate’s emirate and a number’s operator, each ignoring the other’s field', () => {
    expect(readChoice({ kind: 'car', emirate: 'sharjah', operator: 'eand' })).toEqual({
      choice: { kind: 'car', emirate: 'sharjah' },
    })
    expect(readChoice({ kind: 'mobile', emirate: 'ajman', operator: 'eand' })).toEqual({
      choice: { kind: 'mobile', operator: 'eand' },
    })
  })

  it('names every field that holds something unknown (exact ids: `Dubai` is not `dubai`)', () => {
    expect(readChoice({ kind: 'boat', emirate: 'Dubai', operator: 'du' })).toEqual({
      problems: ['kind-unknown', 'emirate-unknown'],
    })
    expect(readChoice({ kind: 'mobile', emirate: 'dubai', operator: 'etisalat' })).toEqual({
      problems: ['operator-unknown'],
    })
  })

  it('reads back every choice its own link names', () => {
    const choices: TransferChoice[] = [
      ...cities.flatMap((emirate) => (['car', 'motorcycle'] as const).map((kind) => ({ kind, emirate }))),
      ...operators.map((operator) => ({ kind: 'mobile' as const, operator })),
    ]
    for (const choice of choices) {
      const params = choiceParams(choice)
      expect(
        readChoice({ kind: params.get('kind'), emirate: params.get('emirate'), operator: params.get('operator') }),
      ).toEqual({ choice })
    }
  })
})

describe('transferCosts', () => {
  it('adds each side’s verified figures: a Dubai car plate’s new number on each side’s car, AED 350 each', () => {
    const costs = transferCosts({ kind: 'car', emirate: 'dubai' })
    expect(costs.schedule.authority).toBe('rta')
    expect(costs.known).toEqual({ buyer: 350, seller: 350, agreed: 0 })
    expect(costs.unverified.map((fee) => fee.service)).toEqual(['plateOwnership'])
    for (const fee of costs.schedule.fees.filter((each) => each.figure))
      expect(fee.figure).toEqual({ aed: 350, source: rtaPlateChange, checked: '2026-12-08' })
  })

  it('knows nothing where no figure was verified, and lists every fee as unverified', () => {
    const costs = transferCosts({ kind: 'motorcycle', emirate: 'sharjah' })
    expect(costs.schedule.authority).toBe('sharjahPolice')
    expect(costs.known).toEqual({ buyer: 0, seller: 0, agreed: 0 })
    expect(costs.unverified).toHaveLength(costs.schedule.fees.length)
  })

  it('sends a number to its operator, whoever of the two agree pays', () => {
    const costs = transferCosts({ kind: 'mobile', operator: 'eand' })
    expect(costs.schedule).toBe(numberSchedules.eand)
    expect(costs.schedule.fees.map((fee) => fee.payer)).toEqual(['agreed'])
    expect(costs.unverified).toHaveLength(1)
  })
})

describe('the fees', () => {
  const schedules = [
    ...(['car', 'motorcycle'] as const).flatMap((kind) => cities.map((emirate) => plateSchedules[kind][emirate])),
    ...operators.map((operator) => numberSchedules[operator]),
  ]

  it('give every kind and place a schedule that links a page of the authority over https', () => {
    expect(scheduleOf({ kind: 'motorcycle', emirate: 'dubai' }).authority).toBe('rta')
    expect(scheduleOf({ kind: 'car', emirate: 'abu-dhabi' }).authority).toBe('itc')
    for (const schedule of schedules) {
      expect(schedule.servicePage).toMatch(/^https:\/\//)
      expect(schedule.fees.length).toBeGreaterThan(0)
    }
  })

  it('state every figure with the authority’s page and the day it was read, never a bare amount', () => {
    const figures = schedules.flatMap((schedule) => schedule.fees.flatMap((fee) => (fee.figure ? [fee.figure] : [])))
    expect(figures.length).toBeGreaterThan(0)
    for (const figure of figures) {
      expect(Number.isInteger(figure.aed) && figure.aed > 0).toBe(true)
      expect(figure.source).toMatch(/^https:\/\/www\.rta\.ae\//)
      expect(figure.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
