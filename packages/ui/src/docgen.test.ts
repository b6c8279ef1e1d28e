import { readdirSync } from 'node:fs'
import { withCustomConfig } from 'react-docgen-typescript'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ComponentDoc } from 'react-docgen-typescript'
import { resolve } from 'node:path'
import { docgenParserOptions, docgenTsconfig } from '../../../.storybook/docgen.ts'

/**
 * Storybook's prop tables come from react-docgen-typescript with .storybook/docgen.ts's options: the
 * components must be in its program, so autodocs show real types, defaults and descriptions.
 */
describe('the prop tables of autodocs', () => {
  // Tests run in packages/ui; the tsconfig is at the repository's root, as Storybook reads it.
  const parser = withCustomConfig(resolve(process.cwd(), '../..', docgenTsconfig), docgenParserOptions)
  const source = (path: string) => resolve(process.cwd(), 'src', path)
  // One program for the three components (each parse call builds a whole TypeScript program, seconds
  // on a busy machine), built once before the tests read it.
  const docs = new Map<string, ComponentDoc>()
  const doc = (name: string) => docs.get(name)
  beforeAll(() => {
    const files = ['plate-style-toggles/plate-style-toggles.tsx', 'plate-viewer/plate-viewer.tsx', 'button/button.tsx']
    for (const component of parser.parse(files.map(source))) docs.set(component.displayName, component)
  }, 120_000)

  it('take their program from a tsconfig that holds every component (Storybook skips the files it lacks)', () => {
    const root = resolve(process.cwd(), '../..')
    const path = resolve(root, docgenTsconfig)
    const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path, ts.sys.readFile).config, ts.sys, root)
    const inProgram = new Set(config.fileNames)
    const components = ['packages/ui/src', 'packages/plates/src', 'apps/web/src'].flatMap((folder) =>
      readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
        .map((file) => resolve(root, folder, file)),
    )
    expect(components.length).toBeGreaterThan(50)
    expect(components.filter((file) => !inProgram.has(file))).toEqual([])
  })

  it("read a component's own types: choices, descriptions and whether a prop is required", () => {
    const toggles = doc('PlateStyleToggles')
    expect(toggles?.displayName).toBe('PlateStyleToggles')
    expect(toggles?.props.placement).toMatchObject({
      required: true,
      type: { name: 'enum', value: [{ value: '"card"' }, { value: '"viewer"' }] },
    })
    expect(toggles?.props.placement?.description).toMatch(/card's picture/)
    expect(toggles?.props.size?.required).toBe(false)
  })

  it('read defaults, and leave out the props a component inherits from the DOM', () => {
    const viewer = doc('PlateViewer')
    expect(viewer?.props.density?.defaultValue).toEqual({ value: 'roomy' })
    const button = doc('Button')
    expect(Object.keys(button?.props ?? {})).not.toContain('onClick')
    expect(Object.keys(button?.props ?? {}).length).toBeGreaterThan(0)
  })
})
