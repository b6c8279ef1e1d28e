import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { fontMetricsPath, fontMetricsSource } from '../../scripts/generate-metrics.ts'

it('font-metrics.ts matches the installed Barlow Condensed (run `pnpm generate` after a font update)', () => {
  expect(readFileSync(fontMetricsPath, 'utf8')).toBe(fontMetricsSource())
})
