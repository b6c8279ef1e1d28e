import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import { useSyncExternalStore } from 'react'

/**
 * The listings a shopper opened on this device, most recent first: kept in localStorage (nothing
 * leaves the device), at most one page of them, so the section asks the API once.
 */
const storageKey = 'raqam:recently-viewed'
const capacity = PAGE_SIZE
const none: readonly string[] = []

/** Writes in this tab; other tabs hear the browser's `storage` event. */
const listeners = new Set<() => void>()

let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: none }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage refused (a privacy mode, a sandboxed frame): the section simply stays empty.
    return null
  }
}

/** The stored ids, read defensively: the device may hold anything under the key. */
export function readViewed(): readonly string[] {
  const raw = storage()?.getItem(storageKey) ?? null
  if (raw === cached.raw) return cached.ids
  let ids: readonly string[] = none
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw)
    if (Array.isArray(parsed)) ids = [...new Set(parsed.filter((id) => typeof id === 'string'))].slice(0, capacity)
  } catch {
    ids = none
  }
  cached = { raw, ids }
  return ids
}

function write(ids: readonly string[]) {
  try {
    const store = storage()
    if (!store) return
    if (ids.length === 0) store.removeItem(storageKey)
    else store.setItem(storageKey, JSON.stringify(ids))
  } catch {
    // Full or refused: forgetting a view is harmless.
    return
  }
  for (const listener of listeners) listener()
}

/** Puts a listing first (moving it up if it was there), keeping the newest `capacity`. */
export function rememberViewed(id: string) {
  const ids = readViewed()
  if (ids[0] === id) return
  write([id, ...ids.filter((other) => other !== id)].slice(0, capacity))
}

export function forgetViewed() {
  write([])
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The viewed ids, most recent first. The server renders none (it cannot see the device), and so does
 * the hydrating render; the stored ones follow right after.
 */
export function useRecentlyViewed(): readonly string[] {
  return useSyncExternalStore(subscribe, readViewed, () => none)
}
