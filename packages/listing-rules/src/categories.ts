/**
 * What is listed on Raqam: car plates, motorcycle plates and mobile numbers (the contract's `Category`),
 * and what each is called in both languages. The storefront's lists, filters and forms, its route table
 * and the server's share cards read them from here.
 */

/** The kinds of listing, in the order the storefront lists them. */
export const categories = ['car', 'motorcycle', 'mobile'] as const

/** A kind of listing, e.g. `motorcycle`. */
export type Category = (typeof categories)[number]

/** What a listing of each kind is, as a person reads it: "Car plate", "لوحة سيارة". */
export const categoryNames: Readonly<Record<Category, { readonly en: string; readonly ar: string }>> = {
  car: { en: 'Car plate', ar: 'لوحة سيارة' },
  motorcycle: { en: 'Motorcycle plate', ar: 'لوحة دراجة نارية' },
  mobile: { en: 'Mobile number', ar: 'رقم هاتف' },
}
