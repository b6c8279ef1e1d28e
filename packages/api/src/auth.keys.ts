import { queryTags } from '#tags.ts'

/** Mutation keys of the session (`Auth`), e.g. for `useIsMutating({ mutationKey: authKeys.all })`. */
export const authKeys = {
  all: [queryTags.Auth] as const,
  signin: () => [...authKeys.all, 'signin'] as const,
  signup: () => [...authKeys.all, 'signup'] as const,
  verify: () => [...authKeys.all, 'verification'] as const,
  signout: () => [...authKeys.all, 'signout'] as const,
  sendPassword: () => [...authKeys.all, 'send-password'] as const,
  deleteAccount: () => [...authKeys.all, 'delete-account'] as const,
}
