import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'
import { parsePrometheusText } from '#test/prometheus-text.ts'

const [backend] = backends

describe('/metrics', () => {
  let open: TestApp
  let guarded: TestApp
  let production: TestApp

  beforeAll(async () => {
    open = await startApp(backend!)
    guarded = await startApp(backend!, { app: { metricsToken: 's3cret-token' } })
    production = await startApp(backend!, { app: { production: true } })
  })
  afterAll(async () => {
    for (const t of [open, guarded, production]) await t?.close()
  })

  it('counts requests by operation and status, times them, and parses as Prometheus text', async () => {
    await open.call({ url: '/product/for-customers' })
    await open.call({ url: '/product/for-customers', query: { category: 'car' } })
    await open.call({ url: '/product/for-customers', query: { page: 0 } })
    await open.app.inject({ url: '/api/v1.0/no-such-route' })
    const answer = await open.app.inject({ url: '/metrics' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers['cache-control']).toBe('no-store')
    const metrics = parsePrometheusText(answer.body)
    // The reader refuses what Prometheus would (an unquoted label value).
    expect(() => parsePrometheusText('raqam_x{a=b} 1')).toThrow(/not Prometheus text/)

    const value = (name: string, labels: Record<string, string>) =>
      metrics.samples.find(
        (sample) =>
          sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
      )?.value
    const listing = { operation: 'getProductsForCustomers', method: 'GET' }
    expect(value('raqam_http_requests_total', { ...listing, status: '200' })).toBe(2)
    expect(value('raqam_http_requests_total', { ...listing, status: '400' })).toBe(1)
    expect(value('raqam_http_requests_total', { operation: 'notFound', status: '404' })).toBe(1)
    expect(value('raqam_http_request_duration_seconds_count', listing)).toBe(3)
    expect(value('raqam_http_request_duration_seconds_bucket', { ...listing, le: '+Inf' })).toBe(3)
    expect(metrics.types.get('raqam_http_request_duration_seconds')).toBe('histogram')
    expect(metrics.types.get('raqam_http_server_errors_total')).toBe('counter')
    // Node's own, under the same prefix.
    expect(metrics.types.get('raqam_process_resident_memory_bytes')).toBe('gauge')
    expect(metrics.types.get('raqam_nodejs_eventloop_lag_seconds')).toBe('gauge')
  })

  it('wants the bearer token when one is set', async () => {
    expect((await guarded.app.inject({ url: '/metrics' })).statusCode).toBe(401)
    expect(
      (await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token' } })).statusCode,
    ).toBe(401)
    const answer = await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret-token' } })
    expect(answer.statusCode).toBe(200)
    expect(parsePrometheusText(answer.body).samples.length).toBeGreaterThan(0)
  })

  it('does not exist in production without a token', async () => {
    expect((await production.app.inject({ url: '/metrics' })).statusCode).toBe(404)
  })
})
