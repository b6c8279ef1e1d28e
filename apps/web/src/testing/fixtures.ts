import type { Customer, Product } from '@raqam/api/schema'

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
  createdAt: '2025-04-18T14:30:00.000Z',
  status: true,
  isSold: false,
  isOrder: false,
  withdrawn: false,
  priceDropped: false,
  isFavorite: false,
  ad: true,
  patterns: [],
  customer: {
    _id: demoCustomer._id,
    username: demoCustomer.username,
    email: demoCustomer.email,
    phone: demoCustomer.phone,
    image: null,
  },
}
