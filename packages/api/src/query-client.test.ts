import { describe, expect, test } from 'vitest'
import { ApiError } from '#errors.ts'
import { GC_TIME_MS, createQueryClient } from '#query-client.ts'

describe('createQueryClient', () => {
  test('keeps unused data 60 s and never refetches on focus, reconnect or mount', () => {
    const queries = createQueryClient().getDefaultOptions().queries

    expect(GC_TIME_MS).toBe(60_000)
    expect(queries).toMatchObject({
      gcTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    })
  })

  test('retries network and server failures twice, client errors never', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry
    if (typeof retry !== 'function') throw new Error('retry should be a function')

    expect(retry(0, new ApiError({ status: 404, data: undefined }))).toBe(false)
    expect(retry(0, new ApiError({ status: 429, data: undefined }))).toBe(false)
    expect(retry(0, new ApiError({ status: 503, data: undefined }))).toBe(true)
    expect(retry(1, new ApiError({ status: 'FETCH_ERROR', error: 'offline' }))).toBe(true)
    expect(retry(2, new ApiError({ status: 'FETCH_ERROR', error: 'offline' }))).toBe(false)
  })

  test('lets the caller override a default', () => {
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } })

    expect(client.getDefaultOptions().queries).toMatchObject({ retry: false, gcTime: 60_000 })
  })
})
