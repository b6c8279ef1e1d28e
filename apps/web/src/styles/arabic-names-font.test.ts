// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { arabicNamesFile, arabicNamesFont, arabicNamesText } from '../../scripts/arabic-names-font.ts'

// The subsetter is deterministic: the shipped file must be byte for byte what the script makes from
// today's brand name and button label, or a changed label would draw in the wrong face.
test('the Arabic names font holds exactly the wordmark and the language button', async () => {
  expect(arabicNamesText()).toBe('رقم العربية')
  expect(readFileSync(arabicNamesFile).equals(await arabicNamesFont())).toBe(true)
})
