import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `ms` (compared by `key`, so a new object with the same
 * content does not restart the wait): what a search-as-you-type asks the server about.
 */
export function useDebouncedValue<T>(value: T, key: string, ms: number): T {
  const [settled, setSettled] = useState({ value, key })
  useEffect(() => {
    if (key === settled.key) return
    const timer = setTimeout(() => setSettled({ value, key }), ms)
    return () => clearTimeout(timer)
    // `value` goes with `key`: a new value of the same key is the same value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms, settled.key])
  return settled.value
}
