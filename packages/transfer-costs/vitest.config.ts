import { defineConfig } from 'vitest/config'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  test: {
    name: 'transfer-costs',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
  },
})
