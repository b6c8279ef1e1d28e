import { describe, expect, it } from 'vitest'
import { countReport, slowestTests, timedTests } from './test-reports.mjs'

const root = '/repo'

/** A vitest JSON report as scripts/vitest-json-report.ts writes it: each test's limit in `meta.timeout`. */
const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 0,
  testResults: [
    {
      name: '/repo/apps/server/src/main.test.ts',
      status: 'passed',
      assertionResults: [
        { fullName: 'the server process starts', status: 'passed', duration: 41_000, meta: { timeout: 120_000 } },
        { fullName: 'the server refuses to start', status: 'passed', duration: 2_500, meta: { timeout: 30_000 } },
        { fullName: 'an old report', status: 'passed', duration: 900, meta: {} },
        { fullName: 'a skipped test', status: 'skipped', meta: { timeout: 30_000 } },
      ],
    },
  ],
}

/** A Playwright JSON report: the test folder in config.rootDir, each test's limit in `timeout`. */
const playwrightReport = {
  config: { rootDir: '/repo/apps/web/e2e' },
  stats: { expected: 2, flaky: 0, unexpected: 1 },
  suites: [
    {
      title: 'visual.spec.ts',
      specs: [],
      suites: [
        {
          title: 'main pages',
          specs: [
            {
              title: 'home, en, 375px',
              file: 'visual.spec.ts',
              tests: [{ projectName: 'visual', timeout: 60_000, results: [{ duration: 7_300 }] }],
            },
            {
              title: 'shop, en, 375px',
              file: 'visual.spec.ts',
              // A retried test counts its longest attempt; test.slow() shows in its limit.
              tests: [
                { projectName: 'visual', timeout: 180_000, results: [{ duration: 61_000 }, { duration: 9_000 }] },
              ],
            },
            {
              title: 'not run',
              file: 'visual.spec.ts',
              tests: [{ projectName: 'visual', timeout: 60_000, results: [] }],
            },
          ],
        },
      ],
    },
  ],
}

describe('the test reports', () => {
  it('time every test that ran, with its limit, named from the repository root', () => {
    expect(timedTests(vitestReport, root)).toEqual([
      { name: 'apps/server/src/main.test.ts > the server process starts', duration: 41_000, limit: 120_000 },
      { name: 'apps/server/src/main.test.ts > the server refuses to start', duration: 2_500, limit: 30_000 },
      { name: 'apps/server/src/main.test.ts > an old report', duration: 900, limit: undefined },
    ])
    expect(timedTests(playwrightReport, root)).toEqual([
      { name: 'apps/web/e2e/visual.spec.ts > main pages > home, en, 375px [visual]', duration: 7_300, limit: 60_000 },
      { name: 'apps/web/e2e/visual.spec.ts > main pages > shop, en, 375px [visual]', duration: 61_000, limit: 180_000 },
    ])
  })

  it('list the slowest first, each with its time, its limit and the share of it used', () => {
    const tests = [...timedTests(vitestReport, root), ...timedTests(playwrightReport, root)]
    expect(slowestTests(tests, 3)).toEqual([
      '  61.0 s of   180 s  34 %  apps/web/e2e/visual.spec.ts > main pages > shop, en, 375px [visual]',
      '  41.0 s of   120 s  34 %  apps/server/src/main.test.ts > the server process starts',
      '   7.3 s of    60 s  12 %  apps/web/e2e/visual.spec.ts > main pages > home, en, 375px [visual]',
    ])
    expect(slowestTests(tests).at(-1)).toBe('   0.9 s of unknown     ?  apps/server/src/main.test.ts > an old report')
  })

  it('count both formats', () => {
    expect(countReport(vitestReport)).toEqual({ passed: 3, failed: 0 })
    expect(countReport(playwrightReport)).toEqual({ passed: 2, failed: 1 })
  })
})
