import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'outlines',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
})
