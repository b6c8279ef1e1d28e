// The one test command (`pnpm test`): every check and every test of every workspace through turbo,
// then one plain closing line `N passed, N failed` summed over every runner (vitest, Playwright).
// Cached tasks restore their JSON reports, so the sum is the same whether a task ran or was replayed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { baselineChromium, chromiumPath } from '../.storybook/chromium.ts'

const root = new URL('..', import.meta.url).pathname
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .map((name) => join(root, dir, name))
    .filter((path) => statSync(path).isDirectory()),
)

// Reports from an earlier run would be counted again: start clean, turbo restores cached ones.
for (const workspace of workspaces) rmSync(join(workspace, 'reports'), { recursive: true, force: true })
rmSync(join(root, '.turbo/runs'), { recursive: true, force: true })

// Two turbo runs side by side: the journeys (the longest task) with their builds in one, so they start
// as soon as the storefront is built rather than when a slot frees, and every other task in the other. Three at
// once in all, as before: more would only share the two cores thinner.
const turboRuns = [
  ['e2e', '--concurrency=1'],
  ['lint:root', 'typecheck:root', 'lint', 'typecheck', 'test', 'test:stories', '--concurrency=2'],
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
for (const workspace of workspaces) {
  const dir = join(workspace, 'reports')
  if (!existsSync(dir)) continue
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    const counts = countReport(report)
    passed += counts.passed
    failed += counts.failed
    retried.push(...passedOnRetry(report).map((name) => `${relative(root, workspace)}: ${name}`))
    failures.push(...failuresOf(report))
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

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 || turboFailed ? 1 : 0)

/** Vitest's JSON reporter (Jest-compatible) or Playwright's JSON reporter. */
function countReport(report) {
  if (typeof report.numPassedTests === 'number') {
    // A file that failed outside any test (an import error, a failing beforeAll) is a failure too.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
    ).length
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles }
  }
  if (report.stats) return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  throw new Error('Unknown test report format')
}

/** Tests that failed at least once and then passed: vitest keeps the earlier attempts' errors, Playwright says "flaky". */
function passedOnRetry(report) {
  if (typeof report.numPassedTests === 'number') {
    return (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'passed' && test.failureMessages?.length > 0)
        .map((test) => `${relative(root, file.name)} > ${test.fullName}`),
    )
  }
  return playwrightTests(report)
    .filter(({ test }) => test.status === 'flaky')
    .map(({ name }) => name)
}

/** Each failing test (or test file that broke outside its tests) with the first line of its error. */
function failuresOf(report) {
  const firstLine = (text) =>
    stripVTControlCharacters(text ?? '')
      .trim()
      .split('\n')[0]
      .slice(0, 300)
  if (typeof report.numPassedTests === 'number') {
    return (report.testResults ?? []).flatMap((file) => {
      const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
      const where = relative(root, file.name)
      if (file.status === 'failed' && tests.length === 0) return [`${where}: ${firstLine(file.message)}`]
      return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    })
  }
  return playwrightTests(report)
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ name, test }) => `${name}: ${firstLine(test.results?.at(-1)?.error?.message)}`)
}

/** Every test of a Playwright report with its name: file > describe titles > test title. */
function playwrightTests(report) {
  const tests = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file} > ${[...titles, spec.title].join(' > ')}`
      for (const test of spec.tests ?? []) tests.push({ name, test })
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  return tests
}

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
