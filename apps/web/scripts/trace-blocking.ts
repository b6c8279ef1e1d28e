/**
 * The blocking time of a load counted from the CPU time of its main-thread tasks, beside Lighthouse's.
 *
 * Lighthouse replays each task four times slower and counts what a task spends over 50 ms, from the task's
 * wall time. On a machine whose other processes compete for its cores (the browser's own, the compositor,
 * the module parsers: two cores on the bench machine), a task's wall time is up to twice what it ran, so
 * that figure moves with the machine, by hundreds of milliseconds from run to run. The same count from the
 * time each task really ran says what the page's own work costs. After the first contentful paint, as
 * Lighthouse counts.
 */

type TraceEvent = {
  name: string
  ph?: string
  pid?: number
  tid?: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean } }
}

const SLOWDOWN = 4
const LONG_TASK_MS = 50

export function blockingByCpuTime(trace: { traceEvents?: TraceEvent[] } | TraceEvent[]): number {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame)
  if (!navigation) return Number.NaN
  const main = events.find(
    (event) => event.pid === navigation.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid
  const paint =
    events.find((event) => event.pid === navigation.pid && event.name === 'firstContentfulPaint')?.ts ?? navigation.ts
  const tasks = events
    .filter((event) => event.pid === navigation.pid && event.tid === main && event.ph === 'X' && event.ts >= paint)
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts)
  let blocking = 0
  let busyUntil = Number.NEGATIVE_INFINITY
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is part of the outer one's time.
    if (task.ts < busyUntil) continue
    busyUntil = task.ts + (task.dur ?? 0)
    const ran = (task.tdur ?? task.dur ?? 0) / 1000
    blocking += Math.max(0, ran * SLOWDOWN - LONG_TASK_MS)
  }
  return blocking
}
