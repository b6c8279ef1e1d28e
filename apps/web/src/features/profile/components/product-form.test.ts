import { describe, expect, it } from 'vitest'
import { emptyDraft, toProductCreate } from './product-form.ts'

describe('toProductCreate', () => {
  const plate = {
    ...emptyDraft,
    category: 'car' as const,
    titleEn: ' Dubai AA 777 ',
    titleAr: 'دبي AA 777',
    oldPrice: '250,000',
    newPrice: '199999.99',
    number: '777',
    city: 'dubai' as const,
    code: 'AA',
    operator: 'du' as const,
  }

  it('sends a plate for sale with its city, code and prices, and no operator', () => {
    expect(toProductCreate(plate, false)).toEqual({
      category: 'car',
      titleEn: 'Dubai AA 777',
      titleAr: 'دبي AA 777',
      descriptionEn: '',
      descriptionAr: '',
      number: '777',
      isOrder: false,
      oldPrice: 250000,
      newPrice: 199999.99,
      city: 'dubai',
      code: 'AA',
    })
  })

  it('sends no prices for a wanted request, and its budget when one is given', () => {
    const body = toProductCreate(plate, true)
    expect(body.isOrder).toBe(true)
    expect(body).not.toHaveProperty('newPrice')
    expect(body).not.toHaveProperty('oldPrice')
    expect(body).not.toHaveProperty('budget')
    expect(toProductCreate({ ...plate, budget: '٨٠٬٠٠٠' }, true).budget).toBe(80000)
  })

  it('never sends a budget for a listing for sale', () => {
    expect(toProductCreate({ ...plate, budget: '80000' }, false)).not.toHaveProperty('budget')
  })

  it('sends the operator, and no city or code, for a mobile number', () => {
    const body = toProductCreate({ ...plate, category: 'mobile', number: '050 123 4567' }, false)
    expect(body).toMatchObject({ category: 'mobile', number: '0501234567', operator: 'du' })
    expect(body).not.toHaveProperty('city')
    expect(body).not.toHaveProperty('code')
  })

  it('leaves out prices that are not numbers rather than checking them itself', () => {
    expect(toProductCreate({ ...plate, oldPrice: '', newPrice: 'abc' }, false)).not.toHaveProperty('newPrice')
  })

  it('sends Western digits for what was typed on an Arabic keyboard', () => {
    const body = toProductCreate({ ...plate, number: '٧٧٧', oldPrice: '٢٥٠٬٠٠٠', newPrice: '١٩٩٩٩٩٫٩٩' }, false)
    expect(body).toMatchObject({ number: '777', oldPrice: 250000, newPrice: 199999.99 })
  })
})
