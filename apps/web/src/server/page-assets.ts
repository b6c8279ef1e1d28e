import type { ManifestChunk } from '@raqam/routes/render'

/**
 * The script and style files of the screens a page renders, from Vite's manifest, beyond what the
 * template already loads (the entry and its imports). The styles must be in the head, or the page
 * would show unstyled until its screen's script had run; the scripts are preloaded, so hydration
 * does not wait for a second round trip.
 */
export function screenAssets(manifest: Record<string, ManifestChunk> | undefined, screens: readonly string[]): { scripts: string[]; styles: string[] } {
  if (!manifest) return { scripts: [], styles: [] }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const loaded = new Set<string>()
  if (entry) collect(manifest, entry, loaded)
  const needed = new Set<string>()
  for (const screen of screens) collect(manifest, screen, needed, loaded)
  const chunks = [...needed].map((key) => manifest[key]!)
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  }
}

/** A chunk and every chunk it statically imports, skipping those already `done`. */
function collect(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>, done: Set<string> = new Set()): void {
  if (into.has(key) || done.has(key) || !manifest[key]) return
  into.add(key)
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into, done)
}
