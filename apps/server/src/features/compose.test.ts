import { describe, expect, it } from 'vitest'
import { LISTINGS_CHANGED } from '#db/listing-changes.ts'
import { composeFeatures } from './compose.ts'
import { feature, type Platform } from './shared/feature.ts'

// What the composition refuses and what it gathers, without a database: the features here need nothing.
const platform = { now: () => new Date(0) } as Platform
const health = async () => ({ status: 'ok' as const, uptimeSeconds: 0 })

describe('composeFeatures', () => {
  it('hands each feature what the features before it provide, and gathers handlers, jobs and listeners', () => {
    const heard: string[] = []
    const first = feature('first', () => ({
      provides: { counter: { count: () => 7 } },
      announces: [LISTINGS_CHANGED],
      listens: { [LISTINGS_CHANGED]: () => heard.push('first') },
      jobs: [{ name: 'first job', everyMs: 1000, run: async () => {} }],
      cachedAnswers: ['getSoldPrices'],
    }))
    const second = feature('second', (needs: { counter: { count(): number } }) => ({
      handlers: { getLiveness: health },
      provides: { doubled: needs.counter.count() * 2 },
      listens: { [LISTINGS_CHANGED]: () => heard.push('second') },
    }))
    const composed = composeFeatures(platform, [first, second] as const)
    expect(composed.services.doubled).toBe(14)
    expect(Object.keys(composed.handlers)).toEqual(['getLiveness'])
    expect(composed.jobs.map((job) => job.name)).toEqual(['first job'])
    expect(composed.cachedAnswers).toEqual(['getSoldPrices'])
    for (const listener of composed.listeners.get(LISTINGS_CHANGED) ?? []) listener()
    expect(heard).toEqual(['first', 'second'])
  })

  it('refuses two features implementing one operation, or providing one name', () => {
    const one = feature('one', () => ({ handlers: { getLiveness: health }, provides: { clock: 1 } }))
    const other = feature('other', () => ({ handlers: { getLiveness: health } }))
    expect(() => composeFeatures(platform, [one, other] as const)).toThrow(
      'other implements getLiveness, which another feature implements',
    )
    const again = feature('again', () => ({ provides: { clock: 2 } }))
    expect(() => composeFeatures(platform, [one, again] as const)).toThrow(
      'again provides clock, which something before it provides already',
    )
  })

  it('refuses a listener of a notice that no feature announces', () => {
    const deaf = feature('deaf', () => ({ listens: { [LISTINGS_CHANGED]: () => {} } }))
    expect(() => composeFeatures(platform, [deaf] as const)).toThrow(
      `Features listen to ${LISTINGS_CHANGED}, which no feature announces`,
    )
  })
})
