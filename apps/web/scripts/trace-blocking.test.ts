// @vitest-environment node
import { expect, test } from 'vitest'
import { blockingByCpuTime } from './trace-blocking.ts'

const page = { pid: 7, tid: 1 }
const task = (ts: number, wallMs: number, cpuMs: number, on = page) => ({
  name: 'RunTask',
  ph: 'X',
  ...on,
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})
const trace = (...tasks: ReturnType<typeof task>[]) => ({
  traceEvents: [
    { name: 'navigationStart', ...page, ts: 0, args: { data: { isLoadingMainFrame: true } } },
    { name: 'thread_name', ph: 'M', ...page, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 7, tid: 2, ts: 0, args: { name: 'Compositor' } },
    { name: 'firstContentfulPaint', ...page, ts: 100_000 },
    ...tasks,
  ],
})

test('counts what each main-thread task after the first paint ran, four times slower, over 50 ms', () => {
  // 30 ms of CPU in 60 ms of wall time: 120 - 50 = 70; 10 ms ran: 40, not blocking.
  expect(blockingByCpuTime(trace(task(200_000, 60, 30), task(300_000, 10, 10)))).toBe(70)
})

test('leaves out tasks before the paint, on other threads and run inside another task', () => {
  const before = task(50_000, 40, 40)
  const compositor = task(400_000, 40, 40, { pid: 7, tid: 2 })
  const outer = task(500_000, 40, 20)
  const nested = task(510_000, 20, 20)
  expect(blockingByCpuTime(trace(before, compositor, outer, nested))).toBe(30)
})
