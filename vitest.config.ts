import { defineConfig } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumArgs, chromiumPath } from './.storybook/chromium.ts'

// Absolute, because workspaces run this config from their own folder (`--root ../..`).
const storybookDir = new URL('./.storybook/', import.meta.url).pathname

/**
 * The `storybook` project turns every story in the repo into a browser test (render, axe, and a
 * screenshot per direction). Unit tests live in each workspace's own vitest config.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: storybookDir, storybookScript: 'pnpm storybook' })],
        test: {
          name: 'storybook',
          setupFiles: [`${storybookDir}vitest.setup.ts`],
          attachmentsDir: '.vitest/attachments',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                // Strict: a one-unit colour change must fail (vitest's defaults let it through).
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
})
