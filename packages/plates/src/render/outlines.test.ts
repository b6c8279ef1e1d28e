// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { outlinesPath, outlinesSource } from '../../scripts/generate-outlines.ts'

it('outlines.ts matches the installed fonts and the layouts (run `pnpm generate` after changing either)', async () => {
  expect(readFileSync(outlinesPath, 'utf8')).toBe(await outlinesSource())
})
