/**
 * The cache tag types. Every query key starts with one of them, so invalidating `[tag]`
 * refreshes everything of that kind:
 * - `Listing`: listings, their details and the favourites (a favourite is a listing);
 * - `User`: the signed-in customer's own profile;
 * - `Customer`: public customer data (sellers);
 * - `Auth`: the session (mutation keys of sign-in, sign-up, sign-out…);
 * - `Report`: reports to the moderators (mutation keys only: nobody but moderators reads them back);
 * - `Groups`, `Settings`: kept from the specification for data that has no endpoint yet.
 */
export const queryTags = {
  Listing: 'Listing',
  Customer: 'Customer',
  Groups: 'Groups',
  User: 'User',
  Settings: 'Settings',
  Auth: 'Auth',
  Report: 'Report',
} as const

/** One of the cache tag types. */
export type QueryTag = (typeof queryTags)[keyof typeof queryTags]
