import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { API, expectConforms, startApp, type TestApp } from '#test/harness.ts'
import { exchange, type RawAnswer } from '#test/raw-http.ts'
import { readConfig } from '#config.ts'
import { securityHeaderList } from './security-headers.ts'
import { DEFAULT_TRANSPORT_LIMITS } from './transport.ts'

/** Short limits, so a stalled client is cut off in well under a second. */
const LIMITS = { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 300, connectionTimeout: 2_000 }

const [backend] = backends

describe('the transport', () => {
  let t: TestApp
  let port: number

  beforeAll(async () => {
    t = await startApp(backend!, { app: { transport: LIMITS } })
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t?.close())

  /** The answer is the contract's (documented status, ErrorResponse body) with every security header. */
  function expectContractAnswer(method: string, url: string, answer: RawAnswer, status: number) {
    expect(answer.status, answer.body).toBe(status)
    expectConforms(method, url, { statusCode: answer.status, headers: answer.headers, body: answer.body })
    expect(answer.headers).toMatchObject(securityHeaderList(false))
    expect(answer.headers['cache-control']).toBe('no-store')
  }

  it('sends the same security headers on parser answers as on any other answer', async () => {
    const normal = await fetch(`http://127.0.0.1:${port}${API}/health`)
    const list = securityHeaderList(false)
    expect(Object.keys(list)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'permissions-policy']),
    )
    for (const [name, value] of Object.entries(list)) expect(normal.headers.get(name), name).toBe(value)
  })

  it('answers a head over 16 KiB with the contract’s 431', async () => {
    const url = `${API}/product/for-customers`
    const answer = await exchange(port, `GET ${url} HTTP/1.1\r\nHost: x\r\nCookie: c=${'a'.repeat(20 * 1024)}\r\n\r\n`)
    expectContractAnswer('GET', url, answer, 431)
    expect(JSON.parse(answer.body).message).toMatch(/too large: at most 16 KiB/)
  })

  it('answers a NUL byte in the path with the contract’s 400', async () => {
    const answer = await exchange(port, `GET ${API}/product/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`)
    expectContractAnswer('GET', `${API}/product/for-customers`, answer, 400)
    expect(JSON.parse(answer.body).message).toMatch(/^The request is not valid HTTP/)
  })

  it('answers a duplicate Content-Length with the contract’s 400', async () => {
    const url = `${API}/auth/customer/signin`
    const answer = await exchange(
      port,
      `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    )
    expectContractAnswer('POST', url, answer, 400)
  })

  it('cuts off a client that sends its head and stalls its body, with a 408', async () => {
    const url = `${API}/auth/customer/signin`
    const answer = await exchange(
      port,
      `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    )
    expectContractAnswer('POST', url, answer, 408)
  })

  it('cuts off a client that stalls in the middle of its head', async () => {
    const answer = await exchange(port, `GET ${API}/health HTTP/1.1\r\nHost: x\r\nX-Slow: `)
    expectContractAnswer('GET', `${API}/health`, answer, 408)
  })

  it('closes an idle kept-alive connection after its answer', async () => {
    // exchange() resolves only once the server has closed the connection.
    const answer = await exchange(port, `GET ${API}/health HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer.status).toBe(200)
  })

  it('closes every one of many stalled connections', async () => {
    const stalled = Array.from({ length: 20 }, () =>
      exchange(
        port,
        `POST ${API}/auth/customer/signup HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`,
      ),
    )
    const answers = await Promise.all(stalled)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 408))
  })
})

describe('the transport settings', () => {
  it('default to the limits of transport.ts and read REQUEST_TIMEOUT_MS and its siblings', () => {
    expect(readConfig({}).transport).toEqual(DEFAULT_TRANSPORT_LIMITS)
    const env = {
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '2000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
      CONNECTION_TIMEOUT_MS: '9000',
    }
    expect(readConfig(env).transport).toEqual({
      requestTimeout: 5000,
      headersTimeout: 2000,
      keepAliveTimeout: 1000,
      connectionTimeout: 9000,
    })
  })

  it('refuse a value that would switch a limit off or is not a number', () => {
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      'REQUEST_TIMEOUT_MS must be a whole number of milliseconds above 0, not "0"',
    )
    expect(() => readConfig({ HEADERS_TIMEOUT_MS: '10s' })).toThrow(
      'HEADERS_TIMEOUT_MS must be a whole number of milliseconds above 0, not "10s"',
    )
  })
})
