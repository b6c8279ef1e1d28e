import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text the browser fetches, and the source maps developers' tools (and Lighthouse) fetch. Fonts and images are compressed already. */
const TEXT_FILE = /\.(?:js|css|svg|json|webmanifest|txt|xml|map)$/
/** Source maps, megabytes that few fetch: Brotli's quick level, as the server would use on the fly, at a fiftieth of the time. */
const SOURCE_MAP = /\.map$/
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }
const BROTLI_QUICK = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes a `.br` (Brotli at its best quality) and a `.gz` beside every text file of the browser's build,
 * once, at build time: the server sends them as they are (`preCompressed`), where compressing each
 * answer on the fly has to settle for a quick, larger result. The stylesheet, the first paint's one
 * request, is 17 KB compressed on the fly and 14 KB here. The source maps are compressed once here
 * too, where the server spent about half a second compressing them for each visit of a tool that
 * reads them.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'raqam:precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT_FILE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const bytes = await readFile(path)
          if (bytes.length < MIN_BYTES) return
          await writeFile(`${path}.br`, await brotli(bytes, SOURCE_MAP.test(file) ? BROTLI_QUICK : BROTLI_BEST))
          await writeFile(`${path}.gz`, await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }))
        }),
      )
    },
  }
}
