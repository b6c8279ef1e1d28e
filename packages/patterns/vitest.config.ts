import { defineConfig } from 'vitest/config'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  test: {
    name: 'patterns',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The oracle checks classify hundreds of thousands of numbers: correctness, not speed, is their job.
    testTimeout: 120_000,
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
  },
})
