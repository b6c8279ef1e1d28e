import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { expect, test } from 'vitest'
import { page, server } from 'vitest/browser'
import preview from '../../../../.storybook/preview.tsx'
import { settleForShot, storyRoot } from '../../../../.storybook/story-shot.ts'
import * as buttonStories from '../button/button.stories.tsx'

/*
 * The visual suite is strict for real changes (ADR 0009): a design token one colour unit off, which nobody
 * would see, must fail the story that uses it. This renders the button story as its own test does and
 * compares it with that story's committed ltr baseline, first as it is (it must match, so the failure
 * below can only come from the token), then with the brand navy moved by one unit of blue.
 */
setProjectAnnotations(preview)
const { Variants } = composeStories(buttonStories)
const baseline = 'packages/ui/src/button/button/Variants-ltr' // its __screenshots__/button.stories.tsx/Variants-ltr-…png

test('a design token one colour unit off fails its story', async ({ skip }) => {
  // With --update every comparison writes its shot as the new baseline: nothing could fail, and the tinted
  // shot would replace the story's. That run rewrites baselines; the check runs in every test run.
  skip(server.config.snapshotOptions.updateSnapshot === 'all', 'baselines are being rewritten (--update)')

  await Variants.run()
  await settleForShot()
  const story = page.elementLocator(storyRoot())
  await expect(story).toMatchScreenshot(baseline)

  const navy800 = getComputedStyle(document.documentElement).getPropertyValue('--navy-800').trim()
  expect(navy800).toBe('#142b4f')
  document.documentElement.style.setProperty('--navy-800', '#142b50')
  try {
    await settleForShot()
    await expect(expect(story).toMatchScreenshot(baseline)).rejects.toThrow(/pixels \(ratio [\d.]+\) differ/)
  } finally {
    document.documentElement.style.removeProperty('--navy-800')
  }
})
