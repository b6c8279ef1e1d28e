/**
 * `pnpm bench:web`: builds the storefront and the server, serves the storefront from the real server
 * (production build, fresh seeded database), runs Lighthouse (mobile, simulated throttling) on the home
 * page, the shop and a detail page, in English and in Arabic, in Debian's Chromium, and prints the
 * scores, LCP, CLS, TBT (also counted from CPU time), the document's size as sent, the JavaScript each
 * route loads (gzip bytes, measured on the built files) and the fonts it fetched, and which fonts each
 * page asked for before its first contentful paint.
 * Figures, not pass/fail: the machine is shared, so every LCP is also given as a ratio of the floor's,
 * measured in the same run: a static page with the home hero's text in the storefront's own font and no
 * script at all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from '../../../.storybook/chromium.ts'
import { blockingByCpuTime } from './trace-blocking.ts'

const webDir = new URL('..', import.meta.url).pathname
const dist = join(webDir, 'dist')
/** The browser's half of the build (the server's renderer is in dist/server). */
const client = join(dist, 'client')
const port = Number(process.env.BENCH_PORT ?? 4174)
const base = `http://127.0.0.1:${port}`
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1))

/** One row of Lighthouse's network-requests audit; its times are in ms from the run's first request. */
type NetworkRequest = {
  url: string
  resourceType?: string
  transferSize?: number
  rendererStartTime?: number
  networkEndTime?: number
}
type Audit = {
  numericValue?: number
  details?: {
    // network-requests: its rows; metrics: the metrics, then debug figures.
    items?: Record<string, unknown>[]
    // network-requests: the trace timestamp (µs) its times count from.
    debugData?: { networkStartTimeTs?: number }
  }
}
type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, Audit>
  /** Ours, from the run's trace: its blocking time counted from CPU time (scripts/trace-blocking.ts). */
  blockingByCpuMs: number
}

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

/** How many times a run is tried before the bench gives up. */
const ATTEMPTS = 3

/**
 * One Lighthouse run, tried again if it fails: Lighthouse sometimes loses the start of its own trace
 * (NO_NAVSTART), which says nothing about the page; twice in a row was seen on a quiet two-core machine.
 */
async function lighthouse(url: string, profile: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, profile)
    } catch (error) {
      if (attempt === ATTEMPTS) throw error
      console.warn(`${(error as Error).message}; trying again`)
    }
  }
}

/** Asynchronous, so this process keeps serving the floor page while Chromium loads it. */
async function lighthouseOnce(url: string, profile: string): Promise<Report> {
  const output = join(profile, `report-${Date.now()}.json`)
  const flags = [...chromiumArgs, `--user-data-dir=${join(profile, `chrome-${Date.now()}`)}`].join(' ')
  const child = spawn(
    'pnpm',
    [
      'exec',
      'lighthouse',
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // Chromium's debugging port beside the server's and the floor's, not a random one.
      `--port=${port + 2}`,
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // The trace, for the blocking time counted from CPU time.
      '--save-assets',
    ],
    { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath } },
  )
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}`)
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report
  const trace = output.replace(/\.json$/, '-0.trace.json')
  report.blockingByCpuMs = existsSync(trace) ? blockingByCpuTime(JSON.parse(readFileSync(trace, 'utf8'))) : Number.NaN
  for (const asset of ['-0.trace.json', '-0.devtoolslog.json'])
    rmSync(output.replace(/\.json$/, asset), { force: true })
  return report
}

const networkRequests = (report: Report) =>
  (report.audits['network-requests']?.details?.items ?? []) as unknown as NetworkRequest[]

/** gzip -9 size of every script the page loaded from our origin, read from the build. */
function scriptGzipBytes(report: Report): { files: number; bytes: number } {
  const items = networkRequests(report)
  const scripts = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
      .map((item) => new URL(item.url).pathname),
  )
  let bytes = 0
  for (const path of scripts) bytes += gzipSync(readFileSync(join(client, path)), { level: 9 }).length
  return { files: scripts.size, bytes }
}

/** The page's document, in KiB as sent (compressed, with its headers). */
function documentKiB(report: Report): number {
  const document = networkRequests(report).find((item) => item.resourceType === 'Document')
  return Number(((document?.transferSize ?? 0) / 1024).toFixed(1))
}

/** The fonts a page fetched, in KiB as sent (woff2 files are compressed already). */
function fontKiB(report: Report): number {
  const bytes = networkRequests(report)
    .filter((item) => item.resourceType === 'Font')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return Number((bytes / 1024).toFixed(1))
}

/**
 * The fonts a page asked for before its first contentful paint: the faces its first screen is drawn in
 * (a preload in the head, or an `@font-face` the first layout needed). Read from the load Lighthouse
 * measured, not from a load of our own (the page's Performance timeline, its resource entries against
 * its paint entries, would need one, and it would not be the load whose LCP is printed beside it): the
 * network-requests audit, Chromium's own record of every request with its type (Font, whatever asked
 * for it), and the first contentful paint the metrics audit observed in the trace. That audit gives the
 * trace timestamp its times count from, so requests and paint are on one clock. Both are as observed on
 * this machine, before Lighthouse simulates the slow phone and link.
 * Per file (Vite's content hash left out): its bytes as sent, and whether it was still arriving at the
 * paint (`font-display: swap` drew its text in a fallback). Lighthouse's simulation charges a paint only
 * with the requests that had ended before it.
 */
function fontsBeforeFirstPaint(report: Report): Map<string, { bytes: number; arriving: boolean }> {
  const fonts = new Map<string, { bytes: number; arriving: boolean }>()
  const start = report.audits['network-requests']?.details?.debugData?.networkStartTimeTs
  const paint = report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs
  if (typeof start !== 'number' || typeof paint !== 'number') return fonts
  const at = (ms: number | undefined) => (ms === undefined ? Number.POSITIVE_INFINITY : start + ms * 1000)
  for (const item of networkRequests(report)) {
    if (item.resourceType !== 'Font' || at(item.rendererStartTime) >= paint) continue
    const file = new URL(item.url).pathname.split('/').pop() ?? item.url
    fonts.set(file.replace(/-[\w-]{8}(\.(?:woff2?|ttf|otf))$/, '$1'), {
      bytes: item.transferSize ?? 0,
      arriving: at(item.networkEndTime) > paint,
    })
  }
  return fonts
}

/**
 * The faces any of a page's runs asked for before the first paint, for the summary: a face marked * was
 * still arriving at the paint in some run, one asked for in only some runs says in how many; the KiB
 * are those of every face listed.
 */
function fontsBeforeFirstPaintRow(reports: Report[]): { faces: string; kib: number } {
  const faces = new Map<string, { bytes: number; runs: number; arriving: number }>()
  for (const report of reports) {
    for (const [face, { bytes, arriving }] of fontsBeforeFirstPaint(report)) {
      const seen = faces.get(face) ?? { bytes, runs: 0, arriving: 0 }
      faces.set(face, { bytes, runs: seen.runs + 1, arriving: seen.arriving + (arriving ? 1 : 0) })
    }
  }
  const names = [...faces]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([face, { runs, arriving }]) =>
      [face, arriving > 0 ? '*' : '', runs < reports.length ? ` (${runs} of ${reports.length} runs)` : ''].join(''),
    )
  const bytes = [...faces.values()].reduce((sum, { bytes }) => sum + bytes, 0)
  return { faces: names.join(', ') || '-', kib: Number((bytes / 1024).toFixed(1)) }
}

/**
 * The floor page, on the next port: the home hero's heading and text in Inter (the storefront's own file
 * from the build), laid out like the hero, with no script. No page with the same text can paint sooner.
 */
function serveFloor(floorPort: number): Promise<Server> {
  // The cut of Inter that English pages preload (@raqam/ui/fonts.css).
  const font = readdirSync(join(client, 'assets')).find((file) => /^inter-latin-core-.*\.woff2$/.test(file))
  if (!font) throw new Error("The build has no cut of Inter's Latin")
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Raqam floor</title><meta name="description" content="The script-free floor page of pnpm bench:web.">
<style>@font-face{font-family:Inter;src:url(/assets/${font}) format('woff2');font-weight:100 900;font-display:swap}
body{margin:0;font-family:Inter;color:#161a22;background:#fcfbf9}main{padding:96px 16px 32px;background:#0d1f3a;color:#fff}
p.eyebrow{color:#d4b266;font-weight:600;margin:0 0 8px}h1{font-size:1.875rem;line-height:1.2;margin:0 0 12px}p{line-height:1.6;margin:0}</style>
</head><body><main><p class="eyebrow">Raqam marketplace</p><h1>Premium plates and numbers across the UAE</h1>
<p>Car plates, motorcycle plates and mobile numbers from all seven emirates, in one place.</p></main></body></html>`
  const server = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    else if (request.url === `/assets/${font}`) {
      response
        .writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' })
        .end(readFileSync(join(client, 'assets', font)))
    } else response.writeHead(404).end()
  })
  return new Promise((resolve) => server.listen(floorPort, '127.0.0.1', () => resolve(server)))
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>

/** gzip -9 size of the chunks named and every chunk they import statically, each counted once. */
function closureGzipBytes(manifest: Manifest, keys: string[], skip: ReadonlySet<string> = new Set()): number {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen].reduce(
    (sum, key) => sum + gzipSync(readFileSync(join(client, manifest[key]!.file)), { level: 9 }).length,
    0,
  )
}

/**
 * What every page loads before its first paint, the entry with its static imports, and what after
 * it: the app the entry imports then (src/boot.ts), without the screens.
 */
function entryAndAppGzipBytes(): { entry: number; app: number } {
  const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const app = entries.flatMap((key) => manifest[key]!.dynamicImports ?? [])
  return { entry: closureGzipBytes(manifest, entries), app: closureGzipBytes(manifest, app, new Set(entries)) }
}

/**
 * Stops the server's whole process group (pnpm, node and the server under them) and waits, 10 s at most,
 * until it is gone: removed while the server was still stopping, the run's folder (its database, and every
 * Chromium profile and report of the run, about 100 MB) stayed behind, whole, after every run.
 */
async function stopServer(server: ChildProcess) {
  if (!server.pid) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    return // gone already (it stopped, or was stopped, during the run): the error that ended the run says more
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(-server.pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function main() {
  // Both builds: the server's start runs its last build, which may predate the change being measured.
  run('pnpm', ['run', 'build'])
  run('pnpm', ['--filter', '@raqam/server', 'build'])
  const dataDir = mkdtempSync(join(tmpdir(), 'raqam-bench-web-'))
  const server = spawn('pnpm', ['--filter', '@raqam/server', 'start'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    // The storefront is the production build either way; the server runs as a demo, since
    // NODE_ENV=production refuses the embedded database (apps/server/src/production-checks.ts).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
    },
  })
  const floorPort = port + 1
  const floor = await serveFloor(floorPort)
  try {
    await waitForHealth(server)
    const list = (await (await fetch(`${base}/api/v1.0/product/for-customers?category=car&page=1`)).json()) as {
      data: { _id: string }[]
    }
    const detail = list.data[0]?._id
    if (!detail) throw new Error('The seeded database has no car listing')
    const pages = {
      floor: `http://127.0.0.1:${floorPort}/`,
      home: `${base}/`,
      shop: `${base}/shop`,
      details: `${base}/details/car/${detail}`,
      // Arabic, the language of half our visitors: its own text face and right-to-left layout.
      'home, ar': `${base}/?lang=ar`,
      'shop, ar': `${base}/shop?lang=ar`,
      'details, ar': `${base}/details/car/${detail}?lang=ar`,
    }

    // A server's first render of each page loads its code and fills its caches: measured warm, as
    // visitors find a running server.
    for (const url of Object.values(pages)) await (await fetch(url)).arrayBuffer()

    const rows: Record<string, Record<string, string | number>> = {}
    const fontRows: Record<string, Record<string, string | number>> = {}
    let floorLcp = Number.NaN
    for (const [name, url] of Object.entries(pages)) {
      const reports: Report[] = []
      for (let run = 0; run < runs; run++) reports.push(await lighthouse(url, dataDir))
      const score = (id: string) =>
        median(reports.map((report) => Math.round((report.categories[id]?.score ?? 0) * 100)))
      const metric = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN))
      const js = scriptGzipBytes(reports[0]!)
      const lcp = metric('largest-contentful-paint')
      if (name === 'floor') floorLcp = lcp
      const { pathname, search } = new URL(url)
      rows[name] = {
        path: pathname + search,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(lcp),
        'LCP / floor': Number((lcp / floorLcp).toFixed(2)),
        CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
        'TBT ms': Math.round(metric('total-blocking-time')),
        // The same count from the time each task ran, not its wall time: the page's own work, whatever else
        // the machine was doing (scripts/trace-blocking.ts).
        'TBT by CPU ms': Math.round(median(reports.map((report) => report.blockingByCpuMs))),
        // The document as sent, headers included: within 14.6 KB it arrives in a new connection's first round trip.
        'document KiB': documentKiB(reports[0]!),
        'JS files': js.files,
        'JS gzip KiB': Number((js.bytes / 1024).toFixed(1)),
        'font KiB': fontKiB(reports[0]!),
      }
      const before = fontsBeforeFirstPaintRow(reports)
      fontRows[name] = { 'fonts asked for before the first contentful paint': before.faces, KiB: before.kib }
    }
    console.log(
      `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling, against ${base}`,
    )
    console.table(rows)
    console.log(
      `Fonts asked for before the first contentful paint, as observed (unthrottled)${runs > 1 ? ` in any of the ${runs} runs` : ''}; * still arriving at the paint${runs > 1 ? ' in some run' : ''}:`,
    )
    console.table(fontRows)
    const { entry, app } = entryAndAppGzipBytes()
    console.log(
      `Entry (the first script of every page, with its static imports): ${(entry / 1024).toFixed(1)} KiB gzip`,
    )
    console.log(
      `App (what the entry imports once the page is painted, without the screens): ${(app / 1024).toFixed(1)} KiB gzip`,
    )
  } finally {
    await stopServer(server)
    floor.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
