import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumArgs, chromiumPath } from './.storybook/chromium.ts'

// Absolute, because workspaces run this config from their own folder (`--root ../..`).
const root = new URL('./', import.meta.url).pathname
const storybookDir = `${root}.storybook/`

/** Debian's Chromium at the stories' size, comparing screenshots strictly (new objects per project: vitest names their instances). */
const browserOptions = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1200, height: 900 },
  expect: {
    toMatchScreenshot: {
      // Strict: a one-unit colour change must fail (vitest's defaults let it through). Pixelmatch still sets
      // aside the pixels it classifies as anti-aliasing (includeAA: false): edges of filled fields were seen
      // to rasterise differently on two hosts with the same Chromium (ADR 0009).
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0, includeAA: false },
    },
  },
})

/**
 * The `storybook` project turns every story in the repo into a browser test (render, axe, fonts, and a
 * screenshot per direction). The `screenshot-strictness` project proves that comparison fails on a change
 * nobody would see. The `scripts` project tests the repository's own scripts (scripts/); unit tests of a
 * workspace live in its own vitest config.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
      {
        plugins: [storybookTest({ configDir: storybookDir, storybookScript: 'pnpm storybook' })],
        test: {
          name: 'storybook',
          // One more try for a story whose strict screenshot missed by a few hundred anti-aliased pixels of
          // text on a loaded CI machine, and matched again in every rerun. `pnpm test` names each story that
          // passed only on its second try, so a flake is never hidden; a real change fails both times.
          retry: 1,
          // A hang guard, not a speed check: a story renders, runs its play and axe, audits its fonts and takes
          // its screenshot in both directions, which on a loaded two-core CI machine took over vitest's 15 s.
          testTimeout: 45_000,
          setupFiles: [`${storybookDir}vitest.setup.ts`],
          attachmentsDir: '.vitest/attachments',
          browser: browserOptions(),
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'screenshot-strictness',
          include: ['packages/*/src/**/*.screenshot.test.tsx'],
          attachmentsDir: '.vitest/attachments',
          browser: {
            ...browserOptions(),
            expect: {
              toMatchScreenshot: {
                ...browserOptions().expect.toMatchScreenshot,
                // These tests compare with the stories' own committed shots, never with copies. The name says
                // which: `<folder>/<story file stem>/<shot>`, e.g. `packages/ui/src/button/button/Variants-ltr`
                // for packages/ui/src/button/__screenshots__/button.stories.tsx/Variants-ltr-chromium-linux.png.
                resolveScreenshotPath: ({ arg, ext, browserName, platform }) => {
                  const [shot, stem, ...folder] = arg.split('/').reverse()
                  return resolve(
                    root,
                    ...folder.reverse(),
                    '__screenshots__',
                    `${stem}.stories.tsx`,
                    `${shot}-${browserName}-${platform}${ext}`,
                  )
                },
              },
            },
          },
        },
      },
    ],
  },
})
