/**
 * Prints how long rendering 10,000 plates to SVG strings takes, and how big the package is.
 * Run: pnpm --filter @raqam/plates bench   (builds dist/ first)
 *
 * Machines here are shared and noisy, so the time is also given as a ratio to a baseline measured
 * in the same run: JSON.stringify of the same layout records (a pass over the same data, no fitting).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { cities, plateCodes } from '@raqam/listing-rules/cities'
import { plateLayout, renderPlateSvg, type PlateOptions } from '../src/core.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const count = 10_000

const variants = [
  ['car', 'type1', 'big'],
  ['car', 'type1', 'mini'],
  ['car', 'type2', 'big'],
  ['car', 'type2', 'mini'],
  ['motorcycle', 'type1', 'big'],
  ['motorcycle', 'type2', 'big'],
] as const
const numbers = ['7', '16', '555', '2021', '12345', '88888', '1', '70707']

const inputs: PlateOptions[] = Array.from({ length: count }, (_, i) => {
  const city = cities[i % cities.length]!
  const [kind, type, size] = variants[Math.floor(i / cities.length) % variants.length]!
  const codes = plateCodes[city]
  return {
    kind,
    city,
    type,
    size,
    code: codes[i % codes.length]!,
    number: numbers[i % numbers.length]!,
    label: `plate ${i}`,
  }
})

function time(run: () => number): { ms: number; sink: number } {
  const start = process.hrtime.bigint()
  const sink = run()
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, sink }
}

const render = () => inputs.reduce((total, input) => total + renderPlateSvg(input).length, 0)
const baseline = () =>
  inputs.reduce(
    (total, { kind, city, type, size }) => total + JSON.stringify(plateLayout(kind, city, type, size)).length,
    0,
  )

render()
baseline()
const rounds = 5
const renders = Array.from({ length: rounds }, () => time(render).ms).sort((a, b) => a - b)
const baselines = Array.from({ length: rounds }, () => time(baseline).ms).sort((a, b) => a - b)
const median = (values: number[]) => values[Math.floor(values.length / 2)]!
const renderMs = median(renders)
const baselineMs = median(baselines)

const sample = renderPlateSvg({
  kind: 'car',
  city: 'dubai',
  type: 'type1',
  size: 'big',
  code: 'AA',
  number: '12345',
  label: 'Dubai AA 12345',
})

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}
const dist = join(root, 'dist')
const modules = files(dist).filter((path) => path.endsWith('.js'))
const js = Buffer.concat(modules.map((path) => readFileSync(path)))
const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

console.log(
  `render 10,000 plates to SVG strings: ${renderMs.toFixed(0)} ms (${((renderMs * 1000) / count).toFixed(1)} µs per plate, ${Math.round(count / (renderMs / 1000)).toLocaleString('en')} plates/s; median of ${rounds})`,
)
console.log(
  `  baseline, JSON.stringify of the same layouts: ${baselineMs.toFixed(0)} ms; render / baseline = ${(renderMs / baselineMs).toFixed(2)}`,
)
console.log(`one SVG (Dubai AA 12345): ${sample.length} bytes, ${gzip(sample)} gzipped`)
console.log(
  `package JS (dist/**/*.js, ${modules.length} modules): ${kb(js.length)} raw, ${kb(gzip(js))} gzipped as one file`,
)
for (const path of modules)
  console.log(`  ${relative(dist, path)}: ${kb(statSync(path).size)}, ${kb(gzip(readFileSync(path)))} gzipped`)

// Plates load no font: what a page of them carries instead is its outlines, each defined once.
console.log(
  `one SVG's own outlines (<defs>): ${sample.length - sample.replace(/<defs>.*<\/defs>/, '').length} bytes of its ${sample.length}`,
)
