// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { yamlVersionProblems } from './yaml-versions.ts'

describe('yamlVersionProblems', () => {
  it('finds none in the contract', () => {
    const contract = readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8')
    expect(yamlVersionProblems(contract)).toEqual([])
  })

  it.each([
    ['a `?` in an unquoted flow scalar', 'examples: [/avatar?v=1]', /yaml-js \(PyYAML\) refuses it/],
    ['a `:` in an unquoted flow scalar', 'examples: [a:b]', /yaml-js \(PyYAML\) refuses it/],
    ['yes and no', 'flags: [yes, no]', /reads \/flags\/0 as true, YAML 1.2 as "yes"/],
    ['on and off', 'state: off', /reads \/state as false/],
    ['a lone N or Y', 'codes: [M, N, Y]', /yaml as YAML 1.1 reads \/codes\/1 as false, YAML 1.2 as "N"/],
    ['a base-60 number', 'time: 1:20', /reads \/time as 80, YAML 1.2 as "1:20"/],
    ['a leading-zero octal', 'mode: 0755', /reads \/mode as 493, YAML 1.2 as 755/],
    ['a date', 'day: 2026-12-07', /reads \/day as the date 2026-12-07T00:00:00.000Z, YAML 1.2 as "2026-12-07"/],
  ])('reports %s', (_, text, report) => {
    expect(yamlVersionProblems(text).join('\n')).toMatch(report)
  })

  it('accepts the same values quoted', () => {
    const quoted = [
      "examples: ['/avatar?v=1', 'a:b']",
      "flags: ['yes', 'no', 'off', 'N', 'Y']",
      "time: '1:20'",
      "mode: '0755'",
      "day: '2026-12-07'",
    ]
    expect(yamlVersionProblems(quoted.join('\n'))).toEqual([])
  })
})
