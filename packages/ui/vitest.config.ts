import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import JsonReportWithLimits from '../../scripts/vitest-json-report.ts'

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Screenshot tests run in Chromium with the stories (the root config's screenshot-strictness project).
    exclude: [...configDefaults.exclude, 'src/**/*.screenshot.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', new JsonReportWithLimits({ outputFile: 'reports/unit.json' })],
  },
})
