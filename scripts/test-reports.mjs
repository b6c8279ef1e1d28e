// Reading the runners' JSON reports for `pnpm test` (scripts/run-tests.mjs): vitest's (Jest-compatible, with each
// test's limit added by scripts/vitest-json-report.ts) and Playwright's.
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const isVitest = (report) => typeof report.numPassedTests === 'number'

/** How many tests passed and failed. */
export function countReport(report) {
  if (isVitest(report)) {
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
export function passedOnRetry(report, root) {
  if (isVitest(report)) {
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
export function failuresOf(report, root) {
  const firstLine = (text) =>
    stripVTControlCharacters(text ?? '')
      .trim()
      .split('\n')[0]
      .slice(0, 300)
  if (isVitest(report)) {
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

/**
 * Every test that ran, with how long it took and its time limit, in milliseconds (`limit` undefined when the
 * report does not say, as one written by the plain JSON reporter). A Playwright test's longest attempt counts,
 * with the limit it ran under (test.slow() and test.setTimeout() included); a vitest test's limit is its own
 * or its project's testTimeout.
 */
export function timedTests(report, root) {
  if (isVitest(report)) {
    return (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => typeof test.duration === 'number')
        .map((test) => ({
          name: `${relative(root, file.name)} > ${test.fullName}`,
          duration: test.duration,
          limit: test.meta?.timeout,
        })),
    )
  }
  // Named from the repository's root, like vitest's: a spec's file is relative to the test folder (rootDir).
  const from = report.config?.rootDir ? relative(root, report.config.rootDir) : ''
  return playwrightTests(report)
    .filter(({ test }) => test.results?.length > 0)
    .map(({ name, test }) => ({
      name: `${from ? `${from}/` : ''}${name} [${test.projectName}]`,
      duration: Math.max(...test.results.map((result) => result.duration)),
      limit: test.timeout || undefined,
    }))
}

/**
 * The `count` slowest tests as lines to print: time, limit, the share of its limit it used, name. Slowest
 * first, so a test that creeps towards its limit is seen before it fails on a busier machine.
 */
export function slowestTests(tests, count = 10) {
  const seconds = (ms, digits) => `${Number((ms / 1000).toFixed(digits)).toFixed(digits)} s`
  return [...tests]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map(({ name, duration, limit }) => {
      const share = limit ? `${Math.round((duration / limit) * 100)} %` : '?'
      return `${seconds(duration, 1).padStart(8)} of ${(limit ? seconds(limit, 0) : 'unknown').padStart(7)} ${share.padStart(5)}  ${name}`
    })
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
