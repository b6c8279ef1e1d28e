import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    // The seeded databases are built once; every file copies them (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
