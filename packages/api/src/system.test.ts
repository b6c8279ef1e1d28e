import { describe, expect, test } from 'vitest'
import { systemQueries } from '#system.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { queryHarness } from '#testing/query-harness.ts'

describe('systemQueries', () => {
  test('health reads /health', async () => {
    const { api, client, server } = queryHarness(() => json(200, { status: 'ok', database: 'ok', uptimeSeconds: 1 }))

    await expect(client.fetchQuery(systemQueries.health(api))).resolves.toMatchObject({ status: 'ok' })
    expect(new URL(server.last()?.url ?? '').pathname).toBe('/api/v1.0/health')
  })

  test('outbox reads /dev/outbox for one recipient', async () => {
    const { api, client, server } = queryHarness(() => json(200, { data: [] }))

    await client.fetchQuery(systemQueries.outbox(api, { to: 'mariam@example.com' }))

    const url = new URL(server.last()?.url ?? '')
    expect(url.pathname).toBe('/api/v1.0/dev/outbox')
    expect(url.searchParams.get('to')).toBe('mariam@example.com')
  })
})
