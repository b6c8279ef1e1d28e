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
// The built server once more, for the screenshots alone: its database stays the untouched seed whatever the
// journeys publish, so the screenshots need not run first and a failing one holds no journey back.
const visualPort = port + 20
const visualURL = `http://127.0.0.1:${visualPort}`

// A fresh database for every run and server, so the journeys and the screenshots always start from the seed.
// Set once in the main process; the workers inherit it.
const freshDir = (forPort: number) => mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), `raqam-e2e-${forPort}-`))
process.env.E2E_DATA_DIR ??= freshDir(port)
process.env.E2E_DEVELOPMENT_DATA_DIR ??= freshDir(developmentPort)
process.env.E2E_VISUAL_DATA_DIR ??= freshDir(visualPort)

// Another build folder (WEB_DIST) lets two checkouts' journeys run side by side.
const webDist = process.env.WEB_DIST ?? new URL('./dist', import.meta.url).pathname

/** What every server shares: the journeys' settings. */
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
 * in Debian's Chromium. Each server starts on its own port with a throwaway data folder, and always anew:
 * a server left on a port by an earlier run would bring that run's database and build (ADR 0046).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two at once: the journeys run their files one by one on the built server (they share the demo customer),
  // while the screenshots and then the development server's checks, each on a server of their own, run beside them.
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
    // Screenshots on a server of their own, on the untouched seed, beside the journeys; no project depends on them.
    {
      name: 'visual',
      testMatch: 'visual.spec.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: visualURL },
    },
    { name: 'chromium', testIgnore: 'visual.spec.ts', workers: 1, use: { ...devices['Desktop Chrome'] } },
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
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST: webDist,
      },
    },
    {
      // A fresh data folder is seeded as the server starts: the screenshots need no administrator.
      command: 'pnpm --filter @raqam/server start',
      url: `${visualURL}/api/v1.0/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(visualPort), DATA_DIR: process.env.E2E_VISUAL_DATA_DIR, WEB_DIST: webDist },
    },
    {
      command: 'pnpm --filter @raqam/server start',
      url: `${developmentURL}/api/v1.0/health`,
      reuseExistingServer: false,
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
