import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../.storybook/chromium.ts'
import { e2eAdmin } from './e2e/staff.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
// The same server in development (pages from source through Vite), where React reports every
// hydration mismatch, attributes included; the built pages report only some.
const developmentPort = port + 10
const developmentURL = `http://127.0.0.1:${developmentPort}`

// A fresh database for every run, so the journeys and the screenshots always start from the seed.
// Set once in the main process; the workers inherit it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), `raqam-e2e-${port}-`))
process.env.E2E_DEVELOPMENT_DATA_DIR ??= mkdtempSync(
  join(process.env.TMPDIR ?? tmpdir(), `raqam-e2e-${developmentPort}-`),
)

/** What both servers share: the journeys' settings. */
const serverEnv = {
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  // The journeys sign in and out far more often than a person; the limits have their own server tests.
  RATE_LIMIT: 'off',
  // The journeys read codes and sent passwords from GET /dev/outbox, which is opt-in (ADR 0010).
  DEV_OUTBOX: 'on',
}

/**
 * End-to-end journeys run the built storefront against the real server (embedded database, demo data)
 * in Debian's Chromium. The server starts on its own port with a throwaway data folder.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two at once, one per server: the built server's projects run their files one by one (the journeys share
  // the demo customer and the screenshots need the untouched seed), while the development server, which has
  // a database of its own, is checked beside them.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  expect: {
    // Strict, like the stories: Playwright's default threshold lets a one-unit colour change through.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Screenshots first, on the untouched seed: the journeys publish listings that would show on them.
    { name: 'visual', testMatch: 'visual.spec.ts', workers: 1, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: 'visual.spec.ts',
      dependencies: ['visual'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    // Hydration once more against the development server, whose React names every mismatch.
    {
      name: 'development',
      testMatch: 'hydration.spec.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: developmentURL },
    },
  ],
  webServer: [
    {
      // The demo data first, then its administrator (e2e/staff.ts), while no server holds the database.
      command: [
        'pnpm --filter @raqam/server db:seed',
        `pnpm --filter @raqam/server admin:grant ${e2eAdmin.email} admin`,
        'pnpm --filter @raqam/server start',
      ].join(' && '),
      url: `${baseURL}/api/v1.0/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Another build folder (WEB_DIST) lets two checkouts' journeys run side by side.
        WEB_DIST: process.env.WEB_DIST ?? new URL('./dist', import.meta.url).pathname,
      },
    },
    {
      command: 'pnpm --filter @raqam/server start',
      url: `${developmentURL}/api/v1.0/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(developmentPort),
        DATA_DIR: process.env.E2E_DEVELOPMENT_DATA_DIR,
        DEV_STOREFRONT: 'on',
      },
    },
  ],
})
