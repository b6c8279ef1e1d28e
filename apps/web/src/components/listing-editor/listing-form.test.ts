import { describe, expect, it } from 'vitest'
import { demoCarListing } from '#testing/fixtures.ts'
import { changesOf, editsOf, emptyDraft, toListingCreate } from './listing-form.ts'

describe('toListingCreate', () => {
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
    expect(toListingCreate(plate, false)).toEqual({
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
    const body = toListingCreate(plate, true)
    expect(body.isOrder).toBe(true)
    expect(body).not.toHaveProperty('newPrice')
    expect(body).not.toHaveProperty('oldPrice')
    expect(body).not.toHaveProperty('budget')
    expect(toListingCreate({ ...plate, budget: '٨٠٬٠٠٠' }, true).budget).toBe(80000)
  })

  it('never sends a budget for a listing for sale', () => {
    expect(toListingCreate({ ...plate, budget: '80000' }, false)).not.toHaveProperty('budget')
  })

  it('sends the operator, and no city or code, for a mobile number', () => {
    const body = toListingCreate({ ...plate, category: 'mobile', number: '050 123 4567' }, false)
    expect(body).toMatchObject({ category: 'mobile', number: '0501234567', operator: 'du' })
    expect(body).not.toHaveProperty('city')
    expect(body).not.toHaveProperty('code')
  })

  it('leaves out prices that are not numbers rather than checking them itself', () => {
    expect(toListingCreate({ ...plate, oldPrice: '', newPrice: 'abc' }, false)).not.toHaveProperty('newPrice')
  })

  it('sends Western digits for what was typed on an Arabic keyboard', () => {
    const body = toListingCreate({ ...plate, number: '٧٧٧', oldPrice: '٢٥٠٬٠٠٠', newPrice: '١٩٩٩٩٩٫٩٩' }, false)
    expect(body).toMatchObject({ number: '777', oldPrice: 250000, newPrice: 199999.99 })
  })
})

const listing = { ...demoCarListing, newPrice: 199999.99, oldPrice: 250000, status: true }

describe('the edit form', () => {
  it('starts from the listing as it is, prices as plain digits', () => {
    expect(editsOf(listing)).toMatchObject({ newPrice: '199999.99', oldPrice: '250000', shared: true })
    expect(editsOf({ ...listing, oldPrice: null }).oldPrice).toBe('')
  })

  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(changesOf(editsOf(listing), listing)).toEqual({})
    const edits = { ...editsOf(listing), newPrice: '180,000', titleEn: `  ${listing.titleEn} ` }
    expect(changesOf(edits, listing)).toEqual({ newPrice: 180000 })
    expect(changesOf({ ...editsOf(listing), oldPrice: '', shared: false }, listing)).toEqual({
      oldPrice: null,
      status: false,
    })
  })

  it('reads Arabic digits and separators in prices', () => {
    expect(changesOf({ ...editsOf(listing), newPrice: '١٧٥٬٠٠٠٫٥' }, listing)).toEqual({ newPrice: 175000.5 })
  })

  it('never sends prices of a wanted request, nor the sharing of a withdrawn listing', () => {
    const wanted = { ...listing, isOrder: true, newPrice: null, oldPrice: null }
    expect(changesOf({ ...editsOf(wanted), newPrice: '5000' }, wanted)).toEqual({})
    const withdrawn = { ...listing, withdrawn: true, status: false }
    expect(changesOf({ ...editsOf(withdrawn), shared: true }, withdrawn)).toEqual({})
  })

  describe('of a wanted request', () => {
    const wanted = { ...listing, isOrder: true, newPrice: null, oldPrice: null, budget: 80000 }

    it('starts from its budget, blank when it has none', () => {
      expect(editsOf(wanted).budget).toBe('80000')
      expect(editsOf({ ...wanted, budget: null }).budget).toBe('')
    })

    it('changes the budget, clears it with a blank, and sends nothing when it is the same', () => {
      expect(changesOf({ ...editsOf(wanted), budget: '٧٥٬٠٠٠' }, wanted)).toEqual({ budget: 75000 })
      expect(changesOf({ ...editsOf(wanted), budget: '  ' }, wanted)).toEqual({ budget: null })
      expect(changesOf({ ...editsOf(wanted), budget: '80,000.00' }, wanted)).toEqual({})
      expect(changesOf({ ...editsOf(wanted), budget: '' }, { ...wanted, budget: null })).toEqual({})
      expect(changesOf({ ...editsOf(listing), budget: '5000' }, listing)).toEqual({})
    })
  })
})
