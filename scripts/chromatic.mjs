// Chromatic is for teams with a project token. Without one there is nothing to do, so say so and succeed.
// Never run it in CI or on machines without internet: with a token it retries outside DNS servers (toolchain.md).
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping (visual regression runs locally in `pnpm test`).',
  )
  process.exit(0)
}
if (process.env.CI) {
  console.error('chromatic: refusing to run in CI; run it by hand where chromatic.com is reachable.')
  process.exit(1)
}
const result = spawnSync(
  'chromatic',
  ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
