/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import yamlJs from 'yaml-js'

/**
 * The contract must mean the same to every tool that reads it. The project reads YAML 1.2 (the
 * server's `yaml`, redocly and openapi-typescript's js-yaml), but Schemathesis and openapi-python-client
 * read it with PyYAML and Java tools with SnakeYAML, both YAML 1.1: there an unquoted `?` or `:` inside
 * `[…]` is refused, and `yes`, `N`, `on`, `1:20` (base 60), `0755` (octal) or `2026-12-07` (a date)
 * become other values. So the file is read by two YAML 1.1 readers and must equal the YAML 1.2 reading.
 */
const readers: { name: string; read: (text: string) => unknown }[] = [
  // PyYAML's scanner and resolver ported to JavaScript: refuses what PyYAML refuses.
  { name: 'yaml-js (PyYAML)', read: (text) => yamlJs.load(text) },
  // The 1.1 specification's whole schema, which PyYAML leaves partly out (`y`/`n` as booleans).
  { name: 'yaml as YAML 1.1', read: (text) => parse(text, { version: '1.1' }) },
]

/** Where YAML 1.1 readers refuse the text or read it otherwise than YAML 1.2 does; empty when they agree. */
export function yamlVersionProblems(text: string): string[] {
  const own = parse(text)
  return readers.flatMap(({ name, read }) => {
    let other: unknown
    try {
      other = read(text)
    } catch (error) {
      return [`${name} refuses it: ${String(error)}`]
    }
    return differences(own, other).map(
      ({ at, own, other }) => `${name} reads ${at || '/'} as ${show(other)}, YAML 1.2 as ${show(own)}`,
    )
  })
}

interface Difference {
  at: string
  own: unknown
  other: unknown
}

/** The JSON pointers where two parsed documents differ (the deepest place of each difference). */
function differences(own: unknown, other: unknown, at = ''): Difference[] {
  if (isDeepStrictEqual(own, other)) return []
  if (!isPlain(own) || !isPlain(other) || Array.isArray(own) !== Array.isArray(other)) return [{ at, own, other }]
  const keys = new Set([...Object.keys(own), ...Object.keys(other)])
  return [...keys].flatMap((key) =>
    differences(own[key], other[key], `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  )
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)

const show = (value: unknown) => (value instanceof Date ? `the date ${value.toISOString()}` : JSON.stringify(value))

// `node scripts/yaml-versions.ts [file]` (the contract by default): lists the problems, fails on any.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url))
  const problems = yamlVersionProblems(readFileSync(file, 'utf8'))
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) {
    console.error(`${file}: ${problems.length} place(s) YAML 1.1 and 1.2 read differently; quote them.`)
    process.exit(1)
  }
  console.log(`${file}: YAML 1.1 and 1.2 readers agree.`)
}
