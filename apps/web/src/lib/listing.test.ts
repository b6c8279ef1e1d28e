import { expect, it } from 'vitest'
import { localizedText, ribbonOf } from './listing.ts'

const listing = {
  titleEn: 'Premium du number 055 196 4422',
  titleAr: 'رقم مميز دو 055 196 4422',
  descriptionEn: 'Call 050 123 4567',
  descriptionAr: '',
}

it('isolates grouped numbers in the texts of an Arabic page, and only there', () => {
  expect(localizedText(listing, 'ar')).toEqual({
    title: 'رقم مميز دو \u2066055 196 4422\u2069',
    description: 'Call \u2066050 123 4567\u2069',
  })
  expect(localizedText(listing, 'en')).toEqual({
    title: 'Premium du number 055 196 4422',
    description: 'Call 050 123 4567',
  })
})

it("wears the moderators' ribbon on a hidden listing, unless it is sold", () => {
  const hidden = { reason: 'scam' as const, note: '', at: '2026-11-21T08:00:00.000Z', bySuspension: false }
  const live = { isSold: false, status: true, withdrawn: false, hidden: null }
  expect(ribbonOf(live)).toBeNull()
  expect(ribbonOf({ ...live, status: false, hidden })).toBe('hidden')
  expect(ribbonOf({ ...live, status: false, withdrawn: true, hidden })).toBe('hidden')
  expect(ribbonOf({ ...live, isSold: true, status: false, hidden })).toBe('sold')
  expect(ribbonOf({ ...live, status: false })).toBe('not-shared')
})
