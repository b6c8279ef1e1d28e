import type { ErrorCode, ErrorParams } from '@raqam/api/schema'
import { LISTINGS_PER_HOUR, LISTINGS_PER_HOUR_WINDOW_MS, MAX_UNSOLD_LISTINGS } from '#auth/limits.ts'
import type { PublishingUsage } from './listings.repository.ts'

/**
 * Why an account may not publish now, and for how long, or null. The unsold cap comes first: waiting
 * does not lift it, marking listings sold does, so it must not be hidden behind the hourly wait.
 */
export function publishingRefusal(
  usage: PublishingUsage,
  now: Date,
): { code: ErrorCode; params: ErrorParams; waitMs: number } | null {
  if (usage.unsold >= MAX_UNSOLD_LISTINGS) {
    return {
      code: 'unsoldLimit',
      params: { max: MAX_UNSOLD_LISTINGS },
      // Nothing frees up by itself; an hour is a polite interval to look again.
      waitMs: LISTINGS_PER_HOUR_WINDOW_MS,
    }
  }
  if (usage.lastHour >= LISTINGS_PER_HOUR) {
    const waitMs = Math.max(
      1000,
      (usage.oldestInHour?.getTime() ?? now.getTime()) + LISTINGS_PER_HOUR_WINDOW_MS - now.getTime(),
    )
    return { code: 'hourlyLimit', params: { max: LISTINGS_PER_HOUR }, waitMs }
  }
  return null
}
