import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // A hang guard, not a speed check: the route tests load the code-split screens in jsdom, which takes
    // several seconds on a busy two-core machine running the other workspaces' tasks beside them.
    testTimeout: 30_000,
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
  },
})
