import { describe, expect, it } from 'vitest'
import { demoCarListing } from '#testing/fixtures.ts'
import { changesOf, editProblems, editsOf } from './edit-listing-form.ts'

const listing = { ...demoCarListing, newPrice: 199999.99, oldPrice: 250000, status: true }

describe('the edit dialog form', () => {
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

  it('names the problem of each field: blank titles, a missing or malformed price', () => {
    expect(editProblems(editsOf(listing), false)).toEqual({})
    expect(editProblems({ ...editsOf(listing), titleAr: '  ', newPrice: '', oldPrice: '12.345' }, false)).toEqual({
      titleAr: 'titleMissing',
      newPrice: 'priceMissing',
      oldPrice: 'priceDecimals',
    })
    expect(editProblems({ ...editsOf(listing), newPrice: 'AED 5' }, false)).toEqual({ newPrice: 'priceNotNumber' })
    expect(editProblems({ ...editsOf(listing), newPrice: '' }, true)).toEqual({})
  })

  describe('a wanted request', () => {
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
    })

    it('checks the budget like a price, and more than 0; a listing for sale never sends one', () => {
      expect(editProblems({ ...editsOf(wanted), budget: '' }, true)).toEqual({})
      expect(editProblems({ ...editsOf(wanted), budget: '0' }, true)).toEqual({ budget: 'budgetTooLow' })
      expect(editProblems({ ...editsOf(wanted), budget: '1.999' }, true)).toEqual({ budget: 'budgetDecimals' })
      expect(editProblems({ ...editsOf(wanted), budget: 'AED 5' }, true)).toEqual({ budget: 'budgetNotNumber' })
      expect(editProblems({ ...editsOf(wanted), budget: '1000000001' }, true)).toEqual({ budget: 'budgetTooHigh' })
      expect(editProblems({ ...editsOf(listing), budget: 'abc' }, false)).toEqual({})
      expect(changesOf({ ...editsOf(listing), budget: '5000' }, listing)).toEqual({})
    })
  })
})
