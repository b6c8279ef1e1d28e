import { expect } from 'vitest'
import type { components } from '@raqam/api/schema'
import type { TestApp } from './harness.ts'

type ListingResponse = components['schemas']['ProductResponse']

let numbers = 40000

/** A new Fujairah plate for sale of the `token`'s account, a fresh number each time. */
export async function publishPlate(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<ListingResponse['data']> {
  const number = String(++numbers)
  const response = await t.call({
    url: '/product',
    json: {
      category: 'car',
      city: 'fujairah',
      code: 'D',
      number,
      titleEn: `Fujairah D ${number}`,
      titleAr: `الفجيرة D ${number}`,
      newPrice: 42000,
      ...overrides,
    },
    token,
  })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as ListingResponse).data
}
