import { expect, it } from 'vitest'
import { localizedText } from './listing.ts'

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
