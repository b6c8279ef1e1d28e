import { defineConfig } from 'vitest/config'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

/**
 * The package test (package-test/): this package and @raqam/listing-rules built and packed as they would be
 * published, installed with npm into an empty project, and used there. One npm install, about half a minute.
 */
export default defineConfig({
  test: {
    name: 'plates-package',
    environment: 'node',
    include: ['package-test/**/*.test.ts'],
    // Building, packing and installing happen once, before the tests.
    hookTimeout: 600_000,
    testTimeout: 60_000,
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/package-test.json' })],
  },
})
