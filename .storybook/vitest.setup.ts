/**
 * Every story is a visual and accessibility test in both directions.
 *
 * The addon has already rendered the story in English (ltr) and run axe on it. Here we take the ltr
 * screenshot, render the same story again with `locale: 'ar'` (which runs its play function and axe
 * again, now in rtl), and take the rtl screenshot. Both are compared strictly with the committed
 * baselines (see vitest.config.ts); `pnpm screenshots:update` rewrites them.
 */
import { afterEach, expect, type TestContext } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { AUDIT_MARK, findSystemFonts, formatSystemFonts } from './font-audit.ts'
import { settleForShot, storyRoot } from './story-shot.ts'
import type { ComposedStoryFn } from 'storybook/internal/types'

type StoryTestContext = TestContext & { story?: ComposedStoryFn & { globals: Record<string, unknown> } }

/** Stories opt into a full-page shot (dialogs, menus and other portals) with `parameters.screenshot.fullPage`. */
type ScreenshotParameter = { fullPage?: boolean; disable?: boolean }

afterEach(async (context) => {
  const { story, task } = context as StoryTestContext
  if (!story || task.result?.state === 'fail') return
  const screenshot = (story.parameters.screenshot ?? {}) as ScreenshotParameter

  await matchScreenshot(`${task.name}-ltr`, 'ltr', screenshot)
  await story.run({ globals: { ...story.globals, locale: 'ar' } } as never)
  await matchScreenshot(`${task.name}-rtl`, 'rtl', screenshot)
})

async function matchScreenshot(name: string, dir: 'ltr' | 'rtl', screenshot: ScreenshotParameter) {
  expect(document.documentElement.dir, 'the page direction').toBe(dir)
  await settleForShot()
  await expectOnlyProjectFonts(dir)
  if (screenshot.disable) return
  const target = screenshot.fullPage ? document.body : storyRoot()
  await expect(page.elementLocator(target)).toMatchScreenshot(name)
}

/** Every text of the story, portals included, is drawn in a face the project ships (font-audit.ts). */
async function expectOnlyProjectFonts(dir: 'ltr' | 'rtl') {
  const mark = `${dir}-${Math.random().toString(36).slice(2)}`
  document.documentElement.setAttribute(AUDIT_MARK, mark)
  const session = cdp()
  // vitest types `send` with the protocol's own method names; the audit passes plain strings.
  const uses = await findSystemFonts((method, params) => session.send(method as never, params as never), mark)
  expect(uses, `texts drawn in a system font (${dir}):\n${formatSystemFonts(uses)}`).toEqual([])
}
