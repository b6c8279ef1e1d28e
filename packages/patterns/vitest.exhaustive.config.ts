import { defineConfig } from 'vitest/config'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

/** Opt-in: classifies all 6 × 10^7 mobile numbers (about half a minute), too slow for every `test` run. */
export default defineConfig({
  test: {
    name: 'patterns-exhaustive',
    environment: 'node',
    include: ['src/**/*.exhaustive.ts'],
    testTimeout: 600_000,
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/exhaustive.json' })],
  },
})
