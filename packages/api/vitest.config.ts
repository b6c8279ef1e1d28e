import { defineConfig } from 'vitest/config'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  test: {
    name: 'api',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
  },
})
