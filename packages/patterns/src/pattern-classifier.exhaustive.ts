/**
 * Every mobile number, classified: per prefix, how many of the 10^7 subscriber numbers carry each
 * tag must equal the count worked out by hand. The unit tests show that every member the oracle
 * generates carries its tag; equal counts then prove the tagged numbers are exactly those members.
 * Run: pnpm --filter @raqam/patterns test:exhaustive
 */
import { describe, expect, it } from 'vitest'
import { classifyMobileNumber } from './pattern-classifier.ts'
import { mobilePrefixes } from '@raqam/listing-rules/numbers'
import { mobilePatternIds, type MobilePatternId } from './pattern-table.ts'
import { mobilePatternCounts, prefixEchoCounts } from './testing/hand-counts.ts'

describe('classifyMobileNumber on all 10^7 subscriber numbers', () => {
  it.each(mobilePrefixes)('prefix %s: tag counts equal the hand counts', (prefix) => {
    const counts = Object.fromEntries(mobilePatternIds.map((id) => [id, 0])) as Record<MobilePatternId, number>
    for (let n = 0; n < 10_000_000; n++) {
      for (const id of classifyMobileNumber(prefix + String(n).padStart(7, '0'))) counts[id]++
    }
    expect(counts).toEqual({ ...mobilePatternCounts, 'mobile-prefix-echo': prefixEchoCounts[prefix] })
  })
})
