// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { frameOutlinesFile, frameOutlinesModule, languageNames } from '../../../scripts/generate-frame-outlines.ts'
import { brandNameArabic } from '../logo/brand-name.ts'
import { languageNameOutlines, wordmarkOutlines } from './generated/frame-outlines.ts'

// The generator is deterministic: the shipped module must be what it writes from today's names and fonts,
// or a changed name would be drawn with yesterday's outline.
test('the frame outlines are what scripts/generate-frame-outlines.ts writes', async () => {
  const current = readFileSync(frameOutlinesFile, 'utf8') === (await frameOutlinesModule())
  expect(
    current,
    'src/components/outlined-word/generated/frame-outlines.ts is stale: pnpm --filter @raqam/web generate',
  ).toBe(true)
}, 30_000)

test('every language button label has an outline', () => {
  expect(languageNames()).toEqual(['العربية', 'English'])
  expect(Object.keys(languageNameOutlines).sort()).toEqual(languageNames().sort())
})

test('each outline is a drawn word one em tall, wider when it has more letters', () => {
  for (const outline of [...Object.values(wordmarkOutlines), ...Object.values(languageNameOutlines)]) {
    expect(outline.viewBox).toMatch(/^0 -\d+ \d+ 250$/)
    expect(outline.d).toMatch(/^m[-\d]/)
    expect(outline.width).toBeGreaterThan(0.3)
  }
  expect(wordmarkOutlines.arabic.width).toBeGreaterThan(wordmarkOutlines.letter.width * brandNameArabic.length * 0.8)
})
