import type { Customer, Product } from '@raqam/api/schema'
import { currentTermsVersion } from '@raqam/legal/versions'

/** A signed-in customer for stories and tests (fixed data: screenshots must not change). */
export const demoCustomer: Customer = {
  _id: '8a4e2b10-6c3d-4f5e-9b7a-1c2d3e4f5a6b',
  username: 'Mariam Al Mansoori',
  email: 'mariam@example.com',
  phone: '971501234567',
  gender: 'female',
  language: 'en',
  image: null,
  createdAt: '2025-03-02T09:15:00.000Z',
  role: 'customer',
  termsVersion: currentTermsVersion,
}

/** A car plate listing for sale, owned by {@link demoCustomer}. */
export const demoCarListing: Product = {
  _id: '3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11',
  category: 'car',
  city: 'dubai',
  number: '777',
  code: 'AA',
  operator: null,
  titleEn: 'Dubai AA 777',
  titleAr: 'دبي AA 777',
  descriptionEn: 'Three sevens on the AA series.',
  descriptionAr: 'ثلاث سبعات من فئة AA.',
  oldPrice: 250000,
  newPrice: 199999.99,
  budget: null,
  createdAt: '2025-04-18T14:30:00.000Z',
  status: true,
  isSold: false,
  sale: null,
  isOrder: false,
  withdrawn: false,
  priceDropped: false,
  isFavorite: false,
  ad: true,
  patterns: [],
  verified: false,
  hidden: null,
  verification: null,
  customer: {
    _id: demoCustomer._id,
    username: demoCustomer.username,
    email: demoCustomer.email,
    phone: demoCustomer.phone,
    image: null,
  },
}

/** A wanted request of another customer: Dubai A 777 (all the same), up to AED 80,000. */
export const demoWantedRequest: Product = {
  ...demoCarListing,
  _id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  code: 'A',
  titleEn: 'Looking for Dubai A 777',
  titleAr: 'أبحث عن دبي A 777',
  descriptionEn: 'Any triple on the A series.',
  descriptionAr: 'أي رقم ثلاثي مكرر من فئة A.',
  oldPrice: null,
  newPrice: null,
  budget: 80000,
  isOrder: true,
  ad: false,
  patterns: ['all-same'],
  customer: {
    _id: '2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b',
    username: 'Khalid Al Suwaidi',
    email: 'khalid@example.com',
    phone: '971559876543',
    image: null,
  },
}

/** A Dubai A plate for sale at `price` with every digit `digit`, which answers {@link demoWantedRequest}. */
export function demoAnswer(digit: number, price: number): Product {
  const number = String(digit).repeat(3)
  return {
    ...demoCarListing,
    _id: `4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c${String(digit).repeat(2)}`,
    code: 'A',
    number,
    titleEn: `Dubai A ${number}`,
    titleAr: `دبي A ${number}`,
    oldPrice: null,
    newPrice: price,
    ad: false,
    patterns: ['all-same'],
  }
}

/** {@link demoCarListing} as its owner sees it once the moderators hid it (with their note to the seller). */
export const demoHiddenListing: Product = {
  ...demoCarListing,
  status: false,
  hidden: {
    reason: 'wrongDetails',
    note: 'The plate in the title is not the plate in the picture.',
    at: '2026-11-21T08:00:00.000Z',
    bySuspension: false,
  },
}

/** An owner's verification request in each state (OwnVerification): waiting, and refused with a note. */
export const demoVerification = {
  pending: {
    status: 'pending',
    reason: null,
    note: '',
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
  },
  refused: {
    status: 'refused',
    reason: 'numberMismatch',
    note: 'The certificate is for plate 7777, not 777.',
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: '2026-11-21T10:00:00.000Z',
  },
} as const satisfies Record<string, NonNullable<Product['verification']>>

/** The fake API's answer of a report (`POST /reports`), and of one already made or one too many. */
export const reportRoutes = {
  thanks: { status: 201, body: { message: 'Thank you: our moderators will look at it.' } },
  alreadyReported: {
    status: 409,
    body: { code: 'alreadyReported', message: 'You have already reported this. Our moderators will look at it.' },
  },
  tooManyReports: {
    status: 429,
    body: { code: 'tooManyReports', params: { waitSeconds: 1800 }, message: 'You have sent many reports.' },
  },
}
