// @vitest-environment node
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'

/**
 * The contract's own lint rules (openapi/plugins/answers.js) each fail on a copy of the contract broken
 * for them, and pass on the contract. The copy is linted beside the real config and its exceptions.
 */

type Json = Record<string, unknown>
interface Operation {
  operationId?: string
  description?: string
  responses: Record<string, unknown>
}

const openapi = new URL('../../../openapi/', import.meta.url)
const contract = readFileSync(new URL('openapi.yaml', openapi), 'utf8')
const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js')
const folder = mkdtempSync(join(tmpdir(), 'contract-rules-'))
cpSync(openapi.pathname, folder, { recursive: true })
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The rules that fail on the document: redocly's JSON report, by rule. */
async function failingRules(document: Json): Promise<string[]> {
  writeFileSync(join(folder, 'openapi.yaml'), stringify(document))
  const args = [
    redocly,
    'lint',
    join(folder, 'openapi.yaml'),
    '--config',
    join(folder, 'redocly.yaml'),
    '--format',
    'json',
  ]
  const run = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 }).catch(
    (failed: { stdout: string }) => failed,
  )
  const report = JSON.parse(run.stdout) as { problems: { ruleId: string }[] }
  return [...new Set(report.problems.map((problem) => problem.ruleId))].sort()
}

/** The contract with one operation changed. */
function broken(operationId: string, change: (operation: Operation) => void): Json {
  const document = parse(contract) as { paths: Record<string, Record<string, Operation>> }
  const operation = Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .find((candidate) => candidate.operationId === operationId)!
  change(operation)
  return document
}

describe('the contract lint rules', () => {
  it('pass on the contract', async () => {
    expect(await failingRules(parse(contract))).toEqual([])
  }, 30_000)

  it.each([
    ['a write without 413', 'hideListing', (op: Operation) => delete op.responses['413'], ['answers/body-refusals']],
    ['a body without 415', 'addFavorite', (op: Operation) => delete op.responses['415'], ['answers/body-refusals']],
    [
      'a path parameter without 400',
      'getSeller',
      (op: Operation) => delete op.responses['400'],
      ['answers/malformed-id', 'answers/transport-refusals'],
    ],
    [
      'a path parameter without 404',
      'getSeller',
      (op: Operation) => delete op.responses['404'],
      ['answers/unknown-id'],
    ],
    [
      'a rate-limited operation without 429',
      'getProfile',
      (op: Operation) => delete op.responses['429'],
      ['answers/rate-limited'],
    ],
    [
      'an operation without 431',
      'getProfile',
      (op: Operation) => delete op.responses['431'],
      ['answers/transport-refusals'],
    ],
    [
      'an error answer in another shape',
      'getSeller',
      (op: Operation) =>
        (op.responses['404'] = {
          description: 'Gone.',
          content: { 'text/plain': { schema: { type: 'string', maxLength: 9 } } },
        }),
      ['answers/error-schema'],
    ],
    [
      'an operation without a description',
      'getSeller',
      (op: Operation) => delete op.description,
      ['operation-description'],
    ],
  ])(
    'fail on %s',
    async (_, operationId, change, rules) => {
      expect(await failingRules(broken(operationId, change))).toEqual(rules)
    },
    30_000,
  )
})
