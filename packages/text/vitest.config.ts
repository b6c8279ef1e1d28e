import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'text',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
  },
})
