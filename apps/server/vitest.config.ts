import { defineConfig } from 'vitest/config'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
    // The seeded databases are built once; every file copies them (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Two files at a time: most of a file's time is spent waiting on its database.
    maxWorkers: 2,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
