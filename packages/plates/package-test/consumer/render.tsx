/**
 * Runs in the package test's throwaway project, against the packages npm installed there (never this
 * repository's sources): draws the test's plates each way the package offers, renders the components
 * the docs' React snippets export, and prints all of it as JSON.
 *
 * Usage: node render.js <folder for the PNGs> [compiled React snippet…]
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { cityNames } from '@raqam/listing-rules/cities'
import { renderPlateSvg } from '@raqam/plates'
import { renderPlatePng } from '@raqam/plates/png'
import { Plate, PlateOutlines, type PlateProps } from '@raqam/plates/react'
import { PlateOutlines as LightPlateOutlines } from '@raqam/plates/react/outlines'

/** Each plate by the name of its committed PNG (package-test/expected/<name>.png). */
const plates: Record<string, PlateProps> = {
  'car-dubai-AA-16': {
    kind: 'car',
    city: 'dubai',
    code: 'AA',
    number: '16',
    label: `${cityNames.dubai.en} plate AA 16`,
  },
  'motorcycle-umm-al-quwain-W-77': {
    kind: 'motorcycle',
    city: 'umm-al-quwain',
    code: 'W',
    number: '77',
    label: `${cityNames['umm-al-quwain'].en} motorcycle plate W 77`,
  },
}

/** Every PNG is this many pixels wide. */
const pngWidth = 520

// React reports what it finds wrong (an unknown attribute, a bad child) through the console.
const warnings: string[] = []
console.error = console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '))

const [pngFolder, ...snippetModules] = process.argv.slice(2)
if (!pngFolder) throw new Error('usage: node render.js <folder for the PNGs> [compiled React snippet…]')

const svg: Record<string, string> = {}
const png: Record<string, string> = {}
for (const [name, plate] of Object.entries(plates)) {
  svg[name] = renderPlateSvg(plate)
  const file = join(pngFolder, `${name}.png`)
  await writeFile(file, await renderPlatePng({ ...plate, width: pngWidth }))
  png[name] = file
}

const all = Object.entries(plates).map(([name, plate]) => <Plate key={name} {...plate} />)
const react = {
  /** Plates outside <PlateOutlines>: each defines its own outlines. */
  alone: renderToString(<>{all}</>),
  /** The same plates inside it: the outlines are defined once, after them. */
  together: renderToString(<PlateOutlines>{all}</PlateOutlines>),
  /** The same, with <PlateOutlines> from @raqam/plates/react/outlines, which must share the plates' store. */
  togetherLight: renderToString(<LightPlateOutlines>{all}</LightPlateOutlines>),
}

/** Each React snippet's exported components, rendered with no props, or why they could not be. */
const snippets: Record<string, { rendered: Record<string, string> } | { error: string }> = {}
for (const path of snippetModules) {
  try {
    const loaded = (await import(pathToFileURL(path).href)) as Record<string, unknown>
    const rendered: Record<string, string> = {}
    for (const [name, value] of Object.entries(loaded))
      if (typeof value === 'function') rendered[name] = renderToString(createElement(value as ComponentType))
    snippets[path] = { rendered }
  } catch (error) {
    snippets[path] = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  }
}

process.stdout.write(JSON.stringify({ svg, png, pngWidth, react, snippets, warnings }))
