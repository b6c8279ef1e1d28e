import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backends } from '#test/database.ts'
import { startApp, type TestApp } from '#test/harness.ts'

const [backend] = backends
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request ids', () => {
  let direct: TestApp
  let proxied: TestApp

  beforeAll(async () => {
    direct = await startApp(backend!)
    proxied = await startApp(backend!, { app: { trustProxy: true } })
  })
  afterAll(async () => {
    await direct?.close()
    await proxied?.close()
  })

  it('names every answer, and an error answer carries the same id in its body', async () => {
    const answers = [
      await direct.call({ url: '/health' }),
      await direct.call({ url: '/product/for-customers', query: { page: 0 } }),
      await direct.app.inject({ url: '/api/v1.0/no-such-route' }),
      await direct.app.inject({ url: '/api/v1.0/product/%E0%A4%A' }), // refused before any hook (frameworkErrors)
    ]
    const ids = answers.map((answer) => answer.headers['x-request-id'])
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(ids.length)
    for (const answer of answers.slice(1)) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400)
      expect(answer.json().requestId).toBe(answer.headers['x-request-id'])
    }
  })

  it("takes a trusted proxy's id when it is one, and never a client's own", async () => {
    const headers = { 'x-request-id': 'edge-7f3a.42_b' }
    const fromProxy = await proxied.call({ url: '/product/for-customers', query: { page: 0 }, headers })
    expect(fromProxy.headers['x-request-id']).toBe('edge-7f3a.42_b')
    expect(fromProxy.json().requestId).toBe('edge-7f3a.42_b')
    // Not behind a proxy: whatever the client says, the server names its requests itself.
    expect((await direct.call({ url: '/health', headers })).headers['x-request-id']).toMatch(uuid)
    // Behind one, an id that is no RequestId (spaces, a line break's worth of log, too long) is replaced.
    for (const unsafe of ['two words', 'a'.repeat(65), 'x\u00e9'])
      expect(
        (await proxied.call({ url: '/health', headers: { 'x-request-id': unsafe } })).headers['x-request-id'],
      ).toMatch(uuid)
  })
})
