import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../.storybook/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

/**
 * End-to-end journeys run the built storefront against the real server (embedded database, demo data)
 * in Debian's Chromium. The server starts on its own port with a throwaway data folder.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'pnpm --filter @raqam/server start',
    url: `${baseURL}/api/v1.0/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR ?? `${process.env.TMPDIR ?? '/tmp'}/raqam-e2e-${port}`,
      WEB_DIST: new URL('./dist', import.meta.url).pathname,
    },
  },
})
