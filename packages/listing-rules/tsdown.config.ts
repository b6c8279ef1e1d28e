import { defineConfig } from 'tsdown'

/** dist/ of the published package (`publishConfig.exports`): one ESM module and one declaration file per export. */
export default defineConfig({
  entry: [
    'src/cities.ts',
    'src/digits.ts',
    'src/numbers.ts',
    'src/limits.ts',
    'src/categories.ts',
    'src/state.ts',
    'src/keywords.ts',
  ],
  format: 'esm',
  platform: 'neutral',
  fixedExtension: false,
  dts: true,
  tsconfig: 'tsconfig.build.json',
  // No dependencies: dist/ imports nothing but itself.
  deps: { onlyBundle: [], onlyImport: [] },
  checks: { bundlerTimings: false },
})
