/**
 * The server's production build: `src/main.ts` and everything of the workspace it imports (the
 * @raqam packages are TypeScript source, hence devDependencies) bundled into `dist/main.js`, which
 * plain Node runs. The `dependencies` stay outside, installed beside it (`pnpm deploy --prod`): some
 * are native (argon2, resvg, sharp) or load files next to their code (PGlite's WebAssembly).
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { build } from 'esbuild'

const serverDir = new URL('..', import.meta.url).pathname

/** The built entry point, which `pnpm start`, the tests and the benchmark run. */
export const serverEntry = `${serverDir}dist/main.js`

export async function buildServer(): Promise<void> {
  const manifest = JSON.parse(readFileSync(`${serverDir}package.json`, 'utf8')) as {
    dependencies: Record<string, string>
  }
  const installed = Object.keys(manifest.dependencies)
  await build({
    absWorkingDir: serverDir,
    // admin-grant: the admin:grant command, so a production image (without tsx or src/) runs it too.
    entryPoints: { main: 'src/main.ts', 'admin-grant': 'src/admin-grant-command.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // The dependencies, and Vite, which only the development storefront (DEV_STOREFRONT=on) loads.
    external: [...installed.flatMap((name) => [name, `${name}/*`]), 'vite'],
    // Bundled CommonJS code may call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  // The API reference's renderer (http/api-reference.ts): one file beside the build, not Redoc's dependencies.
  mkdirSync(`${serverDir}dist/api-reference`, { recursive: true })
  copyFileSync(
    createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
    `${serverDir}dist/api-reference/redoc.standalone.js`,
  )
}

if (import.meta.main) await buildServer()
