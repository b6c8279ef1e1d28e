/**
 * Build steps tsc does not do: `clean` empties dist/ (so renamed modules leave nothing stale),
 * `assets` copies the CSS entry point and its font files next to the compiled modules.
 */
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const step = process.argv[2]
if (step === 'clean') rmSync(join(root, 'dist'), { recursive: true, force: true })
else if (step === 'assets') {
  cpSync(join(root, 'src', 'fonts.css'), join(root, 'dist', 'fonts.css'))
  cpSync(join(root, 'src', 'fonts'), join(root, 'dist', 'fonts'), { recursive: true })
} else throw new Error(`usage: node scripts/dist.ts clean|assets (got ${step})`)
