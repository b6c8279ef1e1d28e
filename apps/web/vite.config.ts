import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { chunkNames } from './build/chunks.ts'
import { inlineFavicon } from './build/inline-favicon.ts'
import { precompress } from './build/precompress.ts'

/**
 * Two builds (ADR 0012): the browser's (`dist/client`, with a manifest the server links each page's
 * screen files from) and the server's renderer (`dist/server/entry-server.js`, self-contained: every
 * dependency bundled in, so it runs wherever the server runs). In development the server runs Vite
 * in middleware mode and renders through it.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), precompress(), inlineFavicon()],
  // One stylesheet for the whole storefront: a page's first paint waits for one request, not one per
  // screen and component, and every later page finds it cached.
  build: isSsrBuild
    ? { outDir: 'dist/server', sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: true,
        cssCodeSplit: false,
        // The page's one script tag (src/boot.ts) is named for what it is.
        rolldownOptions: {
          output: {
            entryFileNames: 'assets/boot-[hash].js',
            codeSplitting: { groups: [{ name: chunkNames(), includeDependenciesRecursively: false }] },
          },
        },
        // boot.ts preloads every file the page hydrates with, from the list the server wrote, before it
        // imports the app: Vite's own preloading of that import would look for each file again (about
        // a third of boot's main-thread time on a phone). Imports made later keep Vite's preloading.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)boot-[\w-]+\.js$/.test(hostId) ? [] : deps),
        },
      },
  // The built renderer bundles everything; in development Vite loads dependencies from node_modules.
  ...(isSsrBuild && { ssr: { noExternal: true } }),
  // Vite leaves `process.env.NODE_ENV` to the server's environment in a renderer build, so React would
  // render in development mode (several times slower, with its checks) wherever NODE_ENV is not
  // production, the demo start among them. The build's mode decides instead, as in the browser's half.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } }),
}))
