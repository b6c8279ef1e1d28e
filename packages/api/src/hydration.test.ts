// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { ApiError, httpStatus } from '#errors.ts'
import { dehydrateQueries, hydrateQueries } from '#hydration.ts'
import { createQueryClient } from '#query-client.ts'

/** A server render's cache, through the page (JSON), into a fresh browser cache. */
async function serverToBrowser() {
  const server = createQueryClient({ defaultOptions: { queries: { retry: false } } })
  await server.prefetchQuery({
    queryKey: ['Listing', 'detail', 'gone'],
    queryFn: () => Promise.reject(new ApiError({ status: 404, data: { message: 'Listing not found' } })),
  })
  await server.prefetchQuery({ queryKey: ['Listing', 'list'], queryFn: () => Promise.resolve({ data: ['a listing'] }) })
  const browser = createQueryClient()
  hydrateQueries(browser, JSON.parse(JSON.stringify(dehydrateQueries(server))))
  return browser
}

describe('the query cache inside a server-rendered page', () => {
  test('arrives with its answers, which a screen reads without asking again', async () => {
    const browser = await serverToBrowser()
    let calls = 0
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: browser }, children)
    const { result } = renderHook(() => useQuery({ queryKey: ['Listing', 'list'], queryFn: () => ++calls }), {
      wrapper,
    })
    expect(result.current.data).toEqual({ data: ['a listing'] })
    expect(calls).toBe(0)
  })

  test('arrives with its failures as ApiErrors, which stay failures when a screen mounts (as the server rendered them)', async () => {
    const browser = await serverToBrowser()
    let calls = 0
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: browser }, children)
    const { result } = renderHook(() => useQuery({ queryKey: ['Listing', 'detail', 'gone'], queryFn: () => ++calls }), {
      wrapper,
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error).toBeInstanceOf(ApiError)
    expect(httpStatus(result.current.error)).toBe(404)
    expect(calls).toBe(0)
  })
})
