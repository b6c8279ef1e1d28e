import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { templateSetting, WHATSAPP_KINDS } from './notifier/whatsapp-templates.ts'

const root = new URL('../../..', import.meta.url).pathname
const source = new URL('.', import.meta.url).pathname

/** Every setting the server's own code reads (tests and benchmarks aside), and the template settings. */
function settingsRead(): string[] {
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/') && !file.startsWith('bench/'),
  )
  const names = new Set<string>()
  for (const file of files) {
    // `env.NAME`, and `env, 'NAME'` where a helper reads it (config.ts's milliseconds).
    const text = readFileSync(join(source, file), 'utf8')
    for (const match of text.matchAll(/\benv(?:\.|, ')([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!)
  }
  for (const kind of WHATSAPP_KINDS)
    for (const language of ['en', 'ar'] as const) names.add(templateSetting(kind, language))
  return [...names].sort()
}

it('documents every setting the server reads in the README and in .env.example', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const example = readFileSync(join(root, '.env.example'), 'utf8')
  const read = settingsRead()
  expect(read).toContain('DATABASE_URL')
  expect(read).toContain('WHATSAPP_TEMPLATE_MATCH_ALERT_AR')
  // The README's table names a setting (`PORT`) or a value of it (`NODE_ENV=production`), and may name a
  // family at once (`WHATSAPP_TEMPLATE_MATCH_ALERT_EN`, `…_AR`).
  const inReadme = (name: string) =>
    new RegExp(`\`${name}[\`=]`).test(readme) ||
    (readme.includes(`\`${name.replace(/_AR$/, '_EN')}\``) && readme.includes('`…_AR`'))
  expect(read.filter((name) => !inReadme(name))).toEqual([])
  expect(read.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([])
})
