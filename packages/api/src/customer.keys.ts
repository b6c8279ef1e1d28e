import { queryTags } from '#tags.ts'

/** Query keys of the signed-in customer (`User`): `['User', 'profile']`. */
export const userKeys = {
  all: [queryTags.User] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
}

/** Mutation keys of the customer's own data, e.g. for a global "saving" indicator. */
export const customerMutationKeys = {
  all: [queryTags.Customer] as const,
  updateProfile: () => [...customerMutationKeys.all, 'update-profile'] as const,
  acceptTerms: () => [...customerMutationKeys.all, 'accept-terms'] as const,
}

/** Query keys of sellers' public faces: `['Customer', 'seller', id]`. */
export const sellerKeys = {
  all: [queryTags.Customer, 'seller'] as const,
  seller: (id: string) => [...sellerKeys.all, id] as const,
}
