import { fileURLToPath } from 'node:url'

type ModuleInfo = { importedIds: readonly string[] }
type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo | null }

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))
const app = source('main.tsx')
const boot = source('boot.ts')
const screen = (name: string) => source(`app/routes/${name}.route.tsx`)

/**
 * The screens a visitor lands on from a search or a shared link, first visit and cold cache: the pages
 * whose every script request counts in their first seconds on a phone.
 */
const landingScreens = ['home', 'list', 'details', 'seller-profile', 'sold-prices'] as const

/** Every module `from` imports statically, directly or through others, itself included. */
function staticClosure(from: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported)
  }
  visit(from)
  return seen
}

/**
 * The chunk each module goes to (ADR 0028), or null for the bundler's own choice.
 *
 * - `main`: the app and everything it imports statically (boot's own modules aside). Every screen is
 *   imported by the app, so whatever the app imports is always loaded before any screen: keeping it in
 *   one file costs no page a byte.
 * - `for-<screens>`: what the landing screens import beyond the app, one chunk per set of landing
 *   screens that import it. A landing page loads every byte of each chunk it asks for, in as few files
 *   as its sharing allows; a screen no one lands on (an account or console page) may load a chunk
 *   whole for a module or two of it.
 *
 * Left to itself the bundler gives each set of importers among all screens its own file: a listing's
 * page asked for 21 script files, eight of them under 1 KB, each a request over HTTP/1.1 that the
 * browser handles while the page hydrates.
 */
export function chunkNames(): (id: string, context: ChunkingContext) => string | null {
  let chunks: Map<string, string> | undefined
  return (id, context) => {
    chunks ??= assignChunks(context)
    return chunks.get(id) ?? null
  }
}

function assignChunks(context: ChunkingContext): Map<string, string> {
  const chunks = new Map<string, string>()
  const booted = staticClosure(boot, context)
  for (const module of staticClosure(app, context)) if (!booted.has(module)) chunks.set(module, 'main')
  const landedFrom = new Map<string, string[]>()
  for (const name of landingScreens)
    for (const module of staticClosure(screen(name), context)) {
      // A screen's own module stays the entry of its chunk: the server finds its files by that name.
      if (chunks.has(module) || booted.has(module) || module.endsWith('.route.tsx')) continue
      landedFrom.set(module, [...(landedFrom.get(module) ?? []), name])
    }
  for (const [module, screens] of landedFrom) chunks.set(module, `for-${screens.join('+')}`)
  return chunks
}
