import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../.storybook/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
// The visitors' journeys, which only read, on a built server of their own: they run beside the
// journeys that write, and see only the seed.
const visitorsPort = port + 20
const visitorsURL = `http://127.0.0.1:${visitorsPort}`
// The same server in development (pages from source through Vite), where React reports every
// hydration mismatch, attributes included; the built pages report only some.
const developmentPort = port + 10
const developmentURL = `http://127.0.0.1:${developmentPort}`

/** Journeys that write nothing a page shows (a sign-in at most), so they need no seed of their own. */
const visitorSpecs = [
  'browse',
  'chunk-recovery',
  'hydration',
  'language',
  'no-script',
  'pages-http',
  'patterns-share',
  'phone-shopping',
  'recently-viewed',
  'shell',
].map((name) => `${name}.spec.ts`)

// A fresh database for every run and server, so the journeys and the screenshots always start from the
// seed. Set once in the main process; the workers inherit it.
const dataDir = (name: string, serverPort: number) =>
  (process.env[name] ??= mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), `raqam-e2e-${serverPort}-`)))

/** The server of one port: the journeys' settings, its own database, and what else it is given. */
function server(serverPort: number, dataDirName: string, env: Record<string, string> = {}) {
  return {
    command: 'pnpm --filter @raqam/server start',
    url: `http://127.0.0.1:${serverPort}/api/v1.0/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // The journeys sign in and out far more often than a person; the limits have their own server tests.
      RATE_LIMIT: 'off',
      // The journeys read codes and sent passwords from GET /dev/outbox, which is opt-in (ADR 0010).
      DEV_OUTBOX: 'on',
      PORT: String(serverPort),
      DATA_DIR: dataDir(dataDirName, serverPort),
      ...env,
    },
  }
}

// Another build folder (WEB_DIST) lets two checkouts' journeys run side by side.
const built = { WEB_DIST: process.env.WEB_DIST ?? new URL('./dist', import.meta.url).pathname }

/**
 * End-to-end journeys run the built storefront against the real server (embedded database, demo data)
 * in Debian's Chromium. The server starts on its own port with a throwaway data folder.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three servers, one worker each: the journeys that write run their files one by one after the
  // screenshots (they share the demo customer, and the screenshots need the untouched seed), while the
  // visitors' journeys and the development server's checks, each on a database of their own, run beside.
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
      name: 'journeys',
      testIgnore: ['visual.spec.ts', ...visitorSpecs],
      dependencies: ['visual'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    // Playwright runs projects in phases by their dependencies, one phase after another. After the
    // screenshots, then, so that each phase keeps both workers busy: the screenshots beside the development
    // server's checks, then the journeys beside the visitors'.
    {
      name: 'visitors',
      testMatch: visitorSpecs,
      dependencies: ['visual'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: visitorsURL },
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
    server(port, 'E2E_DATA_DIR', built),
    server(visitorsPort, 'E2E_VISITORS_DATA_DIR', built),
    server(developmentPort, 'E2E_DEVELOPMENT_DATA_DIR', { DEV_STOREFRONT: 'on' }),
  ],
})
