import { JsonReporter, type TestModule } from 'vitest/node'

declare module 'vitest' {
  interface TaskMeta {
    /** The test's time limit in milliseconds: its own, else its project's `testTimeout`. */
    timeout?: number
  }
}

/**
 * Vitest's JSON report with each test's time limit in its `meta.timeout`, which the plain JSON reporter leaves
 * out: `pnpm test` names the tests that came closest to their limits (scripts/test-reports.mjs). Every vitest
 * run of the repo writes its report with it, in place of `json`.
 */
export default class JsonReportWithLimits extends JsonReporter {
  override async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const module of testModules) {
      for (const test of module.children.allTests()) test.meta().timeout = test.options.timeout
    }
    return super.onTestRunEnd(testModules)
  }
}
