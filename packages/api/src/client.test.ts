import { afterEach, describe, expect, expectTypeOf, test, vi } from 'vitest'
import {
  DEFAULT_BASE_URL,
  TOKEN_COOKIE,
  clearSessionToken,
  createApiClient,
  readSessionToken,
  storeSessionToken,
  unwrap,
} from '#client.ts'
import { ApiError } from '#errors.ts'
import type { ProductList } from '#schema.ts'
import { TEST_BASE_URL, fakeFetch, hangingFetch, json } from '#testing/fake-fetch.ts'

const emptyList: ProductList = { data: [], paginationResult: { total: 0, currentPage: 1, numberOfPage: 0, limit: 12 } }

function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError)
      return (error as ApiError).failure
    },
  )
}

afterEach(() => {
  clearSessionToken()
})

describe('requests', () => {
  test('send the customerToken cookie as a Bearer token', async () => {
    storeSessionToken('tok-123')
    const server = fakeFetch(() => json(200, emptyList))
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch })

    await unwrap(api.GET('/product/for-customers'))

    expect(server.last()?.headers.get('Authorization')).toBe('Bearer tok-123')
  })

  test('send no Authorization header without the cookie', async () => {
    const server = fakeFetch(() => json(200, emptyList))
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch })

    await unwrap(api.GET('/product/for-customers'))

    expect(server.last()?.headers.has('Authorization')).toBe(false)
  })

  test('ask for the page language with Accept-Language, read at each call', async () => {
    const server = fakeFetch(() => json(200, emptyList))
    let language = 'ar'
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch, getLanguage: () => language })
    await unwrap(api.GET('/product/for-customers'))
    expect(server.last()?.headers.get('Accept-Language')).toBe('ar')
    language = 'en'
    await unwrap(api.GET('/product/for-customers'))
    expect(server.last()?.headers.get('Accept-Language')).toBe('en')
  })

  test('take the token from getToken when one is given', async () => {
    storeSessionToken('from-cookie')
    const server = fakeFetch(() => json(200, emptyList))
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch, getToken: () => 'from-option' })

    await unwrap(api.GET('/product/for-customers'))

    expect(server.last()?.headers.get('Authorization')).toBe('Bearer from-option')
  })

  test('include cookies and use the base URL', async () => {
    const server = fakeFetch(() => json(200, emptyList))
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch })

    await unwrap(api.GET('/product/{id}', { params: { path: { id: '3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11' } } }))

    expect(server.last()?.credentials).toBe('include')
    expect(server.last()?.url).toBe(`${TEST_BASE_URL}/product/3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11`)
  })

  test('default to the same-origin base path', () => {
    expect(DEFAULT_BASE_URL).toBe('/api/v1.0')
  })

  test('serialise query arrays as repeated keys', async () => {
    const server = fakeFetch(() => json(200, emptyList))
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: server.fetch })

    await unwrap(api.GET('/customer/get-favorites', { params: { query: { category: ['car', 'mobile'], page: 2 } } }))

    expect(new URL(server.last()?.url ?? '').search).toBe('?category=car&category=mobile&page=2')
  })

  test('return the data of a successful answer, typed by the contract', async () => {
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: fakeFetch(() => json(200, emptyList)).fetch })

    const list = await unwrap(api.GET('/product/for-customers', { params: { query: { status: 'all' } } }))

    expectTypeOf(list).toEqualTypeOf<ProductList>()
    expect(list).toEqual(emptyList)
  })

  test('resolve an empty 204 answer', async () => {
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      fetch: fakeFetch(() => new Response(null, { status: 204 })).fetch,
    })

    await expect(unwrap(api.POST('/auth/customer/signout'))).resolves.toBeUndefined()
  })
})

describe('failures', () => {
  test('a network failure is a FETCH_ERROR', async () => {
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })

    const failure = await failureOf(unwrap(api.GET('/health')))

    expect(failure).toEqual({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })
  })

  test('no answer within the timeout is a TIMEOUT_ERROR', async () => {
    const api = createApiClient({ baseUrl: TEST_BASE_URL, timeoutMs: 20, fetch: hangingFetch })

    const failure = await failureOf(unwrap(api.GET('/health')))

    expect(failure.status).toBe('TIMEOUT_ERROR')
  })

  test('a body that stalls past the timeout is a TIMEOUT_ERROR too', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"status":'))
      },
    })
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      timeoutMs: 20,
      fetch: async () => new Response(stalled, { status: 200 }),
    })

    const failure = await failureOf(unwrap(api.GET('/health')))

    expect(failure.status).toBe('TIMEOUT_ERROR')
  })

  test('a caller abort is passed on, not reported as an API failure', async () => {
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: hangingFetch })
    const controller = new AbortController()

    const call = unwrap(api.GET('/health', { signal: controller.signal }))
    controller.abort()

    await expect(call).rejects.toSatisfy(
      (error) => !(error instanceof ApiError) && (error as Error).name === 'AbortError',
    )
  })

  test('an answer that is not JSON is a PARSING_ERROR with its status and text', async () => {
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      fetch: fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 200 })).fetch,
    })

    const failure = await failureOf(unwrap(api.GET('/health')))

    expect(failure).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>Bad gateway</html>' })
  })

  test('a 4xx answer is {status, data}', async () => {
    const body = { message: 'Listing not found' }
    const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch: fakeFetch(() => json(404, body)).fetch })

    const failure = await failureOf(
      unwrap(api.GET('/product/{id}', { params: { path: { id: '3f1c2a9e-5b7d-4c1e-9a2b-8d6f0e4c7a11' } } })),
    )

    expect(failure).toEqual({ status: 404, data: body })
  })

  test('an error answer without a body is {status, data: undefined}', async () => {
    const api = createApiClient({
      baseUrl: TEST_BASE_URL,
      fetch: fakeFetch(() => new Response(null, { status: 500 })).fetch,
    })

    const failure = await failureOf(unwrap(api.GET('/health')))

    expect(failure).toEqual({ status: 500, data: undefined })
  })
})

describe('session cookie', () => {
  test('is stored, read back and cleared', () => {
    expect(readSessionToken()).toBeUndefined()

    storeSessionToken('tok-456')
    expect(readSessionToken()).toBe('tok-456')

    clearSessionToken()
    expect(readSessionToken()).toBeUndefined()
  })

  test('is read from the cookie once, and again once it may have changed: a write here, or another tab', async () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    let reads = 0
    const counting = vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      reads++
      return cookie.get!.call(this) as string
    })
    storeSessionToken('first')
    expect(readSessionToken()).toBe('first')
    const perRead = reads
    expect(perRead).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Later tasks (a page's hydration is dozens) read no cookie.
    expect([readSessionToken(), readSessionToken()]).toEqual(['first', 'first'])
    expect(reads).toBe(perRead)

    // Another tab signs in as someone else; the visitor comes back to this one.
    document.cookie = `${TOKEN_COOKIE}=second; path=/`
    expect(readSessionToken()).toBe('first')
    window.dispatchEvent(new Event('focus'))
    expect(readSessionToken()).toBe('second')
    document.cookie = `${TOKEN_COOKIE}=third; path=/`
    document.dispatchEvent(new Event('visibilitychange'))
    expect(readSessionToken()).toBe('third')
    expect(reads).toBe(3 * perRead)
    counting.mockRestore()
  })
})
