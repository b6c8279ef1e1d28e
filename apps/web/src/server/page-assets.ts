import type { ManifestChunk } from '@raqam/routes/render'
import type { Language } from '#i18n/languages.ts'
import type { Namespace } from '#i18n/namespaces.ts'

/**
 * The files a page needs beyond what the template already loads (the entry and its static imports),
 * from Vite's manifest: the app the entry imports once the page is painted (its dynamic imports), the
 * screens the page renders and the files of the texts it used, in its language. Their scripts are
 * preloaded, so hydration waits for no second round trip. (Their styles are all in the one stylesheet,
 * vite.config.ts.)
 */
export function pageAssets(
  manifest: Record<string, ManifestChunk> | undefined,
  page: { screens: readonly string[]; namespaces: readonly Namespace[]; language: Language },
): { scripts: string[] } {
  if (!manifest) return { scripts: [] }
  const { language } = page
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const loaded = new Set<string>()
  if (entry) collect(manifest, entry, loaded)
  const needed = new Set<string>()
  const texts = page.namespaces.map((namespace) => textsSource(language, namespace))
  for (const key of [...(entry ? (manifest[entry]?.dynamicImports ?? []) : []), ...page.screens, ...texts])
    collect(manifest, key, needed, loaded)
  return { scripts: [...needed].map((key) => `/${manifest[key]!.file}`) }
}

/**
 * The source file of a namespace's texts, as the manifest names it (i18n.ts loads each as a chunk of
 * its own): the storefront's locale files, and the contract's catalogue for `api`.
 */
function textsSource(language: Language, namespace: Namespace): string {
  return namespace === 'api'
    ? `../../packages/api/src/texts/${language}.json`
    : `src/i18n/locales/${language}/${namespace}.json`
}

/** A chunk and every chunk it statically imports, skipping those already `done`. */
function collect(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into: Set<string>,
  done: Set<string> = new Set(),
): void {
  if (into.has(key) || done.has(key) || !manifest[key]) return
  into.add(key)
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into, done)
}
