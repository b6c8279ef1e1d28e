import { defineConfig } from 'tsdown'

/**
 * dist/ of the published package (`publishConfig.exports`): one ESM module and one declaration file per
 * entry point, and the code they share in chunks. The outlines (`@raqam/outlines`, private to this
 * repository) are bundled in; React, resvg and the listing vocabulary stay imports, resolved from the
 * app's own packages (peers, and `@raqam/listing-rules` a dependency).
 */
export default defineConfig({
  entry: { index: 'src/core.ts', react: 'src/react.ts', 'react-outlines': 'src/react-outlines.ts', png: 'src/png.ts' },
  format: 'esm',
  // The core and the component run in browsers too; only ./png needs Node (through resvg).
  platform: 'neutral',
  fixedExtension: false,
  dts: true,
  tsconfig: 'tsconfig.build.json',
  deps: {
    neverBundle: ['react', /^react\//, 'react-dom', /^react-dom\//, '@resvg/resvg-js', /^@raqam\/listing-rules\//],
    alwaysBundle: [/^@raqam\/outlines\//],
    // Nothing from node_modules is bundled (the outlines are a workspace package), and dist/ imports only
    // what package.json declares: a new import fails the build until it is a dependency or a peer.
    onlyBundle: [],
    onlyImport: ['react', '@resvg/resvg-js', '@raqam/listing-rules'],
  },
  // The declarations take tsc a few seconds, every time: not news.
  checks: { bundlerTimings: false },
})
