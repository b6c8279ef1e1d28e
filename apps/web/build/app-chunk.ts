import { fileURLToPath } from 'node:url'

type ModuleInfo = { importedIds: readonly string[] }
type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo | null }

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))
const app = source('main.tsx')
const boot = source('boot.ts')

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
 * One chunk for the app and everything it imports statically (boot's own modules aside). Every screen
 * is imported by the app, so whatever the app imports is always loaded before any screen: keeping it
 * in one file costs no page a byte. Left to itself the bundler gave each set of importers its own
 * file, so a page started with 24 script files, half of them under 3 KB, each a request over
 * HTTP/1.1 and an element boot inserts after the first paint (ADR 0028).
 */
export function appChunkName(): (id: string, context: ChunkingContext) => string | null {
  let members: Set<string> | undefined
  return (id, context) => {
    if (!members) {
      const booted = staticClosure(boot, context)
      members = new Set([...staticClosure(app, context)].filter((member) => !booted.has(member)))
    }
    return members.has(id) ? 'main' : null
  }
}
