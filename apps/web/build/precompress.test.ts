// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { precompress } from './precompress.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Runs the plugin's hooks over a build folder, as Vite does at the end of the browser's build. */
async function runOn(root: string) {
  const plugin = precompress()
  ;(plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig)
  await (plugin.closeBundle as () => Promise<void>)()
}

test('writes a Brotli and a gzip copy of each text file and source map worth compressing, and of nothing else', async () => {
  const root = mkdtempSync(join(tmpdir(), 'raqam-precompress-'))
  dirs.push(root)
  const assets = join(root, 'dist', 'assets')
  mkdirSync(assets, { recursive: true })
  const script = `export const rules = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `rule ${i}`))}`
  writeFileSync(join(assets, 'main-1a2b.js'), script)
  writeFileSync(join(root, 'dist', 'manifest-en.webmanifest'), JSON.stringify({ name: 'Raqam', pad: 'x'.repeat(2000) }))
  writeFileSync(join(assets, 'tiny-3c4d.css'), 'a{color:red}')
  writeFileSync(join(assets, 'face-5e6f.woff2'), Buffer.alloc(4096, 7))
  writeFileSync(join(assets, 'main-1a2b.js.map'), 'x'.repeat(4096))

  await runOn(root)

  expect(readdirSync(assets).sort()).toEqual([
    'face-5e6f.woff2',
    'main-1a2b.js',
    'main-1a2b.js.br',
    'main-1a2b.js.gz',
    'main-1a2b.js.map',
    'main-1a2b.js.map.br',
    'main-1a2b.js.map.gz',
    'tiny-3c4d.css',
  ])
  expect(brotliDecompressSync(readFileSync(join(assets, 'main-1a2b.js.br'))).toString()).toBe(script)
  expect(gunzipSync(readFileSync(join(assets, 'main-1a2b.js.gz'))).toString()).toBe(script)
  expect(brotliDecompressSync(readFileSync(join(assets, 'main-1a2b.js.map.br'))).toString()).toBe('x'.repeat(4096))
  expect(readdirSync(join(root, 'dist'))).toContain('manifest-en.webmanifest.br')
})

test("is not run in the renderer's build or in development", () => {
  const apply = precompress().apply as (config: object, env: { command: string; isSsrBuild?: boolean }) => boolean
  expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true)
  expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false)
  expect(apply({}, { command: 'serve' })).toBe(false)
})
