// The one test command (`pnpm test`): every check and every test of every workspace through turbo,
// then one plain closing line `N passed, N failed` summed over every runner (vitest, Playwright).
// Cached tasks restore their JSON reports, so the sum is the same whether a task ran or was replayed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { baselineChromium, chromiumPath } from '../.storybook/chromium.ts'
import { countReport, failuresOf, passedOnRetry, slowestTests, timedTests } from './test-reports.mjs'

const root = new URL('..', import.meta.url).pathname
// The root counts as one: its own scripts have tests (test:root).
const workspaces = [
  root,
  ...['apps', 'packages'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .map((name) => join(root, dir, name))
      .filter((path) => statSync(path).isDirectory()),
  ),
]

// Reports from an earlier run would be counted again: start clean, turbo restores cached ones.
for (const workspace of workspaces) rmSync(join(workspace, 'reports'), { recursive: true, force: true })
rmSync(join(root, '.turbo/runs'), { recursive: true, force: true })

// Two turbo runs side by side: the journeys (the longest task) with their builds in one, so they start
// as soon as the storefront is built rather than when a slot frees, and every other task in the other. Three at
// once in all, as before: more would only share the two cores thinner.
const turboRuns = [
  ['e2e', '--concurrency=1'],
  ['lint:root', 'typecheck:root', 'test:root', 'lint', 'typecheck', 'test', 'test:stories', '--concurrency=2'],
]
const turboRun = (args) =>
  new Promise((resolve) =>
    spawn('turbo', ['run', ...args, '--continue', '--summarize', '--output-logs=new-only', ...process.argv.slice(2)], {
      cwd: root,
      stdio: 'inherit',
    }).on('close', (code) => resolve(code ?? 1)),
  )
const statuses = await Promise.all(turboRuns.map(turboRun))
const turboFailed = statuses.some((status) => status !== 0)

let passed = 0
let failed = 0
const retried = []
const failures = []
const timed = []
for (const workspace of workspaces) {
  const dir = join(workspace, 'reports')
  if (!existsSync(dir)) continue
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    const counts = countReport(report)
    passed += counts.passed
    failed += counts.failed
    retried.push(...passedOnRetry(report, root).map((name) => `${relative(root, workspace) || '.'}: ${name}`))
    failures.push(...failuresOf(report, root))
    timed.push(...timedTests(report, root))
  }
}

// A task that failed without a failing test (lint, typecheck, a crash before tests ran) still fails the run.
const failedTasks = failedTaskIds()
const silentFailures = failedTasks.filter((id) => !id.includes('#test') && !id.includes('#e2e'))
failed += silentFailures.length
if (failedTasks.length > 0) console.error(`\nFailed tasks: ${failedTasks.join(', ')}`)
if (turboFailed && failed === 0) failed = 1

// Screenshots are tied to one Chromium build: say so plainly when this machine has another.
const chromium = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.match(/\d+(?:\.\d+){3}/)?.[0]
if (chromium && chromium !== baselineChromium) {
  console.error(
    `\nChromium ${chromium} is installed, but the screenshots were taken with ${baselineChromium} (.storybook/chromium.ts):`,
  )
  console.error(
    'install that build (apt-get update && apt-get install chromium) or re-take and review the baselines (README).',
  )
}

// A retry must never hide a failure: whatever passed only on a second try is named, every run.
if (retried.length > 0)
  console.error(`\nPassed only on a retry (${retried.length}):\n${retried.map((name) => `  ${name}`).join('\n')}`)

// CI keeps only the end of the log: name each failure there, with the first line of its error.
if (failures.length > 0)
  console.error(`\nFailed (${failures.length}):\n${failures.map((line) => `  ${line}`).join('\n')}`)

// How close the suite runs to its limits: a test near its limit fails on the next, busier machine (ADR 0046).
const slowest = slowestTests(timed)
if (slowest.length > 0) console.log(`\nSlowest tests (time, limit, share of the limit):\n${slowest.join('\n')}`)

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 || turboFailed ? 1 : 0)

/** The tasks that failed, from both runs' summaries. */
function failedTaskIds() {
  const summaries = join(root, '.turbo/runs')
  if (!existsSync(summaries)) return []
  return readdirSync(summaries)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(join(summaries, name), 'utf8')).tasks)
    .filter((task) => task.execution && task.execution.exitCode !== 0)
    .map((task) => task.taskId)
}
