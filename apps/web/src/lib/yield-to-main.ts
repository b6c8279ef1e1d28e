/**
 * Ends the current task and resumes in a new one, so the browser can paint, take a tap or run a frame
 * in between. Lighthouse and real phones count every task over 50 ms as blocking; the work that brings
 * a page to life is cut into tasks at these points. `scheduler.yield()` resumes ahead of other queued
 * tasks where the browser has it; elsewhere a zero timeout does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
