/**
 * `pnpm bench:web`: builds the storefront, serves it from the real server (production build, fresh
 * seeded database), runs Lighthouse (mobile, simulated throttling) on the home page, the shop and a
 * detail page in Debian's Chromium, and prints the scores, LCP, CLS, TBT and the JavaScript each
 * route loads (gzip bytes, measured on the built files). Figures, not pass/fail: the machine is shared.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from '../../../.storybook/chromium.ts'

const webDir = new URL('..', import.meta.url).pathname
const dist = join(webDir, 'dist')
const port = Number(process.env.BENCH_PORT ?? 4174)
const base = `http://127.0.0.1:${port}`
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1))

type Audit = { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> }

function run(command: string, args: string[], cwd = webDir) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`)
}

async function waitForHealth(server: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error('The server exited before it was ready')
    try {
      if ((await fetch(`${base}/api/v1.0/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The server did not become ready in 2 minutes')
}

function lighthouse(url: string, profile: string): Report {
  const output = join(profile, `report-${Date.now()}.json`)
  const flags = [...chromiumArgs, `--user-data-dir=${join(profile, `chrome-${Date.now()}`)}`].join(' ')
  const result = spawnSync(
    'pnpm',
    ['exec', 'lighthouse', url, '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
    { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath } },
  )
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`)
  return JSON.parse(readFileSync(output, 'utf8')) as Report
}

/** gzip -9 size of every script the page loaded from our origin, read from the build. */
function scriptGzipBytes(report: Report): { files: number; bytes: number } {
  const items = report.audits['network-requests']?.details?.items ?? []
  const scripts = new Set(items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base)).map((item) => new URL(item.url).pathname))
  let bytes = 0
  for (const path of scripts) bytes += gzipSync(readFileSync(join(dist, path)), { level: 9 }).length
  return { files: scripts.size, bytes }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function main() {
  run('pnpm', ['run', 'build'])
  const dataDir = mkdtempSync(join(tmpdir(), 'raqam-bench-web-'))
  const server = spawn('pnpm', ['--filter', '@raqam/server', 'start'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    // The storefront is the production build either way; the server runs as a demo, since
    // NODE_ENV=production refuses the embedded database (apps/server/src/production-checks.ts).
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NODE_ENV: 'development', DATA_DIR: dataDir, WEB_DIST: dist },
  })
  try {
    await waitForHealth(server)
    const list = (await (await fetch(`${base}/api/v1.0/product/for-customers?category=car&page=1`)).json()) as { data: { _id: string }[] }
    const detail = list.data[0]?._id
    if (!detail) throw new Error('The seeded database has no car listing')
    const pages = { home: '/', shop: '/shop', details: `/details/car/${detail}` }

    const rows: Record<string, Record<string, string | number>> = {}
    for (const [name, path] of Object.entries(pages)) {
      const reports = Array.from({ length: runs }, () => lighthouse(base + path, dataDir))
      const score = (id: string) => median(reports.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100)))
      const metric = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN))
      const js = scriptGzipBytes(reports[0]!)
      rows[name] = {
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(metric('largest-contentful-paint')),
        CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
        'TBT ms': Math.round(metric('total-blocking-time')),
        'JS files': js.files,
        'JS gzip KiB': Number((js.bytes / 1024).toFixed(1)),
      }
    }
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling, against ${base}`)
    console.table(rows)
  } finally {
    // The whole process group: pnpm, tsx and the server under them.
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
