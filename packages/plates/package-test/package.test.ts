/**
 * @raqam/plates as npm installs it: packed with @raqam/listing-rules as they would be published, installed
 * with plain npm into an empty project, type-checked and used there: SVG strings, React (server rendering),
 * PNGs compared with the committed ones, and every snippet of the docs run as written.
 *
 * After an intended change of the drawing: UPDATE_PACKAGE_PNGS=1 pnpm --filter @raqam/plates test:package
 */
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docSnippets, packedProject, platesDir, publishedNames, type PackedProject } from './packed-project.ts'
import { decodePng, differingPixels } from './png-pixels.ts'

const expectedDir = join(platesDir, 'package-test', 'expected')
const actualDir = join(platesDir, 'reports', 'package-actual')
const updating = process.env.UPDATE_PACKAGE_PNGS === '1'
/** The plates consumer/render.tsx draws, by the name of their PNG in package-test/expected/. */
const plates = ['car-dubai-AA-16', 'motorcycle-umm-al-quwain-W-77']
const snippets = docSnippets()

let tmp: string | undefined
let project: PackedProject
beforeAll(async () => {
  await rm(actualDir, { recursive: true, force: true })
  tmp = await mkdtemp(join(tmpdir(), 'raqam-plates-package-'))
  project = await packedProject(tmp)
})
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true })
})

/** Every `href="#…"` of the markup, and how many times each `id` is defined in it. */
function references(markup: string) {
  const hrefs = [...markup.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id!)
  const ids = new Map<string, number>()
  for (const [, id] of markup.matchAll(/\sid="([^"]+)"/g)) ids.set(id!, (ids.get(id!) ?? 0) + 1)
  return { hrefs, ids }
}

/** The files an `exports` or `imports` map points at (its string values, at any depth). */
const targetsOf = (map: unknown): string[] =>
  typeof map === 'string' ? [map] : map && typeof map === 'object' ? Object.values(map).flatMap(targetsOf) : []

/** Drawn from outlines only: no text element, no font named anywhere, every outline it uses defined once. */
function expectNoFont(svg: string) {
  expect(svg).not.toMatch(/<text[\s>]/)
  expect(svg).not.toMatch(/font/i) // font-family, @font-face, font:, font-size…
  const { hrefs, ids } = references(svg)
  expect(hrefs.length).toBeGreaterThan(0)
  for (const id of hrefs) expect(ids.get(id), `outline #${id}`).toBe(1)
}

describe('the tarballs', () => {
  it.each(publishedNames)('%s holds dist/, README.md, LICENSE and a manifest that points at dist/', (name) => {
    const { files, manifest } = project.packed[name]
    expect(files).toContain('LICENSE')
    expect(files).toContain('README.md')
    expect(files.filter((file) => !/^(dist\/.+\.(js|d\.ts)|LICENSE|README\.md|package\.json)$/.test(file))).toEqual([])
    expect(manifest.license).toBe('MIT')
    expect(JSON.stringify(manifest)).not.toMatch(/workspace:|catalog:/)
    const targets = targetsOf([manifest.exports, manifest.imports]).filter((target) => target !== './package.json')
    expect(targets.length).toBeGreaterThan(1)
    for (const target of targets) {
      expect(target).toMatch(/^\.\/dist\//)
      expect(files, `${name}: ${target}`).toContain(target.slice(2))
    }
  })

  it('@raqam/plates depends on the published @raqam/listing-rules alone; React and resvg are optional peers', () => {
    const { manifest } = project.packed['@raqam/plates']
    expect(manifest.dependencies).toEqual({
      '@raqam/listing-rules': project.packed['@raqam/listing-rules'].manifest.version,
    })
    expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual(['@resvg/resvg-js', 'react'])
    expect(manifest.peerDependenciesMeta).toEqual({ '@resvg/resvg-js': { optional: true }, react: { optional: true } })
    expect(manifest.optionalDependencies).toBeUndefined()
  })

  it("@raqam/plates' modules import only React, resvg and @raqam/listing-rules (the outlines are bundled in)", async () => {
    const { files, dir } = project.packed['@raqam/plates']
    const imported = new Set<string>()
    for (const file of files.filter((path) => path.endsWith('.js') || path.endsWith('.d.ts'))) {
      const code = await readFile(join(dir, file), 'utf8')
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g))
        if (!specifier!.startsWith('.')) imported.add(specifier!)
    }
    expect([...imported].sort()).toEqual([
      '@raqam/listing-rules/cities',
      '@raqam/listing-rules/numbers',
      '@resvg/resvg-js',
      'react',
      'react/jsx-runtime',
    ])
  })

  it('install with plain npm, the one @raqam/listing-rules from its tarball', () => {
    const { dependencies } = project.installed
    for (const name of publishedNames) {
      expect(dependencies[name]?.version).toBe(project.packed[name].manifest.version)
      expect(dependencies[name]?.resolved, name).toMatch(/^file:.+\.tgz$/)
    }
    expect(existsSync(join(project.consumerDir, 'node_modules', '@raqam', 'plates', 'node_modules'))).toBe(false)
  })
})

describe('in a project that installed them', () => {
  it("a TypeScript consumer type-checks against the installed declarations (nodenext, strict, the packages' .d.ts checked)", () => {
    expect(project.typecheck.output).toBe('')
    expect(project.typecheck.code).toBe(0)
  })

  it.each(plates)('renderPlateSvg draws %s from outlines, named by its label', (name) => {
    const kind = name.split('-')[0]
    const svg = project.drawn.svg[name]!
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="[\\d. ]+" direction="ltr" data-plate="${kind}/`),
    )
    const label = svg.match(/ aria-label="([^"]+)"/)?.[1]
    expect(label).toBeTruthy()
    expect(svg).toContain(' role="img"')
    expect(svg).toContain(`<title>${label}</title>`)
    expectNoFont(svg)
  })

  it('<Plate> outside <PlateOutlines> carries its own outlines, never sharing an id with another plate', () => {
    const html = project.drawn.react.alone
    expect(html.match(/<svg [^>]*role="img"/g)).toHaveLength(2)
    expect(html.match(/<defs>/g)).toHaveLength(2)
    expectNoFont(html)
  })

  it('<PlateOutlines> defines the outlines of all its plates once, after them', () => {
    const html = project.drawn.react.together
    expect(html.match(/<svg [^>]*role="img"/g)).toHaveLength(2)
    expect(html.match(/<defs/g)).toHaveLength(1)
    expect(html.indexOf('data-plate-outlines')).toBeGreaterThan(html.lastIndexOf('role="img"'))
    expectNoFont(html)
    expect(references(project.drawn.react.alone).hrefs.length).toBe(references(html).hrefs.length)
  })

  it('<PlateOutlines> from @raqam/plates/react/outlines is the same component: the plates inside it share its outlines', () => {
    expect(project.drawn.react.togetherLight).toBe(project.drawn.react.together)
  })

  it('React has nothing to warn about', () => {
    expect(project.drawn.warnings).toEqual([])
  })

  it('draws a PNG of each plate, and each has its committed PNG', () => {
    expect(Object.keys(project.drawn.png).sort()).toEqual(plates)
    if (!updating) expect(readdirSync(expectedDir).sort()).toEqual(plates.map((name) => `${name}.png`))
  })

  it.each(plates)('renderPlatePng draws %s pixel for pixel as committed', async (name) => {
    const actual = await readFile(project.drawn.png[name]!)
    const expectedPath = join(expectedDir, `${name}.png`)
    if (updating) {
      await writeFile(expectedPath, actual)
      return
    }
    const drawn = decodePng(actual)
    expect(drawn.width).toBe(project.drawn.pngWidth)
    const expected = existsSync(expectedPath) ? decodePng(await readFile(expectedPath)) : undefined
    const differing = expected ? differingPixels(drawn, expected) : drawn.width * drawn.height
    if (differing > 0) {
      await mkdir(actualDir, { recursive: true })
      await writeFile(join(actualDir, `${name}.png`), actual)
    }
    expect(
      differing,
      `${differing} pixels differ from package-test/expected/${name}.png: the drawing is in reports/package-actual/${name}.png (UPDATE_PACKAGE_PNGS=1 to accept it)`,
    ).toBe(0)
  })
})

describe('the docs', () => {
  it.each(['plates-readme', 'plates-storybook'])('%s shows the three ways, each as a snippet that runs', (doc) => {
    const code = snippets
      .filter(({ id }) => id.startsWith(`${doc}/`))
      .map((snippet) => snippet.code)
      .join('\n')
    for (const entry of ["'@raqam/plates'", "'@raqam/plates/react'", "'@raqam/plates/png'"])
      expect(code).toContain(entry)
  })

  it.each(snippets.map((snippet) => [snippet.id, snippet] as const))('%s works as written', (id, { doc }) => {
    const outcome = project.snippets[id]!
    if ('error' in outcome) expect.fail(`${doc}: ${outcome.error}`)
    if ('rendered' in outcome) {
      const components = Object.values(outcome.rendered)
      expect(components.length, `${doc}: a React snippet exports its components`).toBeGreaterThan(0)
      for (const html of components) {
        expect(html).toMatch(/<svg [^>]*role="img"/)
        expectNoFont(html)
      }
      return
    }
    expect(outcome.run.code, `${doc}:\n${outcome.run.output}`).toBe(0)
    for (const [file, bytes] of Object.entries(outcome.wrote)) {
      if (file.endsWith('.svg')) expectNoFont(bytes.toString('utf8'))
      if (file.endsWith('.png')) expect(decodePng(bytes).width).toBeGreaterThan(0)
    }
  })
})
