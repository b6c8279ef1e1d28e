import { describe, expect, test } from 'vitest'
import { savedSearchKeys, unsubscribeLinkKeys } from '#saved-searches.keys.ts'
import { savedSearchMutations } from '#saved-searches.mutations.ts'
import { savedSearchQueries } from '#saved-searches.queries.ts'
import { json } from '#testing/fake-fetch.ts'
import { queryHarness } from '#testing/query-harness.ts'

const SEARCH_ID = '6b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e'
const TOKEN = 'Q2hhbmdlIHRoaXMgZXhhbXBsZSB0b2tlbiBwbGVhc2U'

describe('saved searches in the query layer', () => {
  test('live under User, so signing out drops them', () => {
    expect(savedSearchKeys.list()).toEqual(['User', 'saved-searches', 'list'])
    expect(savedSearchKeys.matchPage(2)).toEqual(['User', 'matches', 'page', 2])
    expect(savedSearchKeys.unread()).toEqual(['User', 'matches', 'unread'])
  })

  test('matches reads the page asked for', async () => {
    const answer = { data: [], paginationResult: { total: 0, currentPage: 2, numberOfPage: 0, limit: 12 }, unread: 0 }
    const { api, client, server } = queryHarness(() => json(200, answer))
    expect(await client.fetchQuery(savedSearchQueries.matches(api, 2))).toEqual(answer)
    expect(new URL(server.last()!.url).pathname + new URL(server.last()!.url).search).toBe(
      '/api/v1.0/customer/matches?page=2',
    )
  })

  test('create posts the name and filters and refreshes the list', async () => {
    const { api, client, run, server } = queryHarness(() => json(201, { data: {} }))
    client.setQueryData(savedSearchKeys.list(), { data: [] })
    await run(savedSearchMutations.create(api), { name: 'Mirrors', filters: { pattern: ['mirror'] } })
    expect(server.last()?.method).toBe('POST')
    expect(await server.last()!.json()).toEqual({ name: 'Mirrors', filters: { pattern: ['mirror'] } })
    expect(client.getQueryState(savedSearchKeys.list())?.isInvalidated).toBe(true)
  })

  test('remove deletes it and refreshes the list and the matches', async () => {
    const { api, client, run, server } = queryHarness(() => new Response(null, { status: 204 }))
    client.setQueryData(savedSearchKeys.list(), { data: [] })
    client.setQueryData(savedSearchKeys.unread(), { unread: 2 })
    await run(savedSearchMutations.remove(api), SEARCH_ID)
    expect(server.last()?.method).toBe('DELETE')
    expect(new URL(server.last()!.url).pathname).toBe(`/api/v1.0/customer/saved-searches/${SEARCH_ID}`)
    expect(client.getQueryState(savedSearchKeys.list())?.isInvalidated).toBe(true)
    expect(client.getQueryState(savedSearchKeys.unread())?.isInvalidated).toBe(true)
  })

  test("an unsubscribe link's state lives outside User: it is the link's, whoever opens it", async () => {
    expect(unsubscribeLinkKeys.state(TOKEN)).toEqual(['UnsubscribeLink', TOKEN])
    const answer = { data: { name: 'Mirrors', wanted: false, alerts: true } }
    const { api, client, server } = queryHarness(() => json(200, answer))
    expect(await client.fetchQuery(savedSearchQueries.unsubscribeState(api, TOKEN))).toEqual(answer)
    expect(new URL(server.last()!.url).pathname).toBe(`/api/v1.0/saved-searches/unsubscribe/${TOKEN}`)
  })

  test.each([
    ['unsubscribe', '/api/v1.0/saved-searches/unsubscribe', false],
    ['resubscribe', '/api/v1.0/saved-searches/resubscribe', true],
  ] as const)(
    '%s posts the token, shows the answer as the link state and refreshes the list',
    async (name, path, alerts) => {
      const answer = { data: { name: 'Mirrors', wanted: false, alerts } }
      const { api, client, run, server } = queryHarness(() => json(200, answer))
      client.setQueryData(unsubscribeLinkKeys.state(TOKEN), {
        data: { name: 'Mirrors', wanted: false, alerts: !alerts },
      })
      client.setQueryData(savedSearchKeys.list(), { data: [] })
      await run(savedSearchMutations[name](api), TOKEN)
      expect(new URL(server.last()!.url).pathname).toBe(path)
      expect(await server.last()!.json()).toEqual({ token: TOKEN })
      expect(client.getQueryData(unsubscribeLinkKeys.state(TOKEN))).toEqual(answer)
      expect(client.getQueryState(savedSearchKeys.list())?.isInvalidated).toBe(true)
    },
  )

  test('markRead sets the unread count to what the server says', async () => {
    const { api, client, run } = queryHarness(() => json(200, { unread: 0 }))
    client.setQueryData(savedSearchKeys.unread(), { unread: 3 })
    await run(savedSearchMutations.markRead(api), undefined)
    expect(client.getQueryData(savedSearchKeys.unread())).toEqual({ unread: 0 })
  })
})
