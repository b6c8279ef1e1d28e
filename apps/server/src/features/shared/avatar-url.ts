/** The avatar endpoint's URL, versioned by content so caches refresh after a change. */
export function avatarUrl(customerId: string, version: string | null): string | null {
  return version ? `/api/v1.0/customer/${customerId}/avatar?v=${version}` : null
}
