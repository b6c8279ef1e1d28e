import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'plates',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
  },
})
