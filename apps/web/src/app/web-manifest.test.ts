// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { appIcons, icons, webManifest } from '../../scripts/app-icons.ts'
import { manifestHref } from './web-manifest.ts'

const publicFile = (path: string) => readFileSync(new URL(`../../public/${path.replace(/^\//, '')}`, import.meta.url))

// resvg and the subsetter are deterministic: the shipped files must be what the script makes from today's
// mark, colours, names and taglines, or a renamed brand would keep its old home-screen name.
test('the shipped icons and manifests are what scripts/app-icons.ts makes', async () => {
  for (const [file, png] of await appIcons()) expect(publicFile(file).equals(png), file).toBe(true)
  for (const language of ['en', 'ar'] as const) {
    expect(publicFile(manifestHref(language)).toString()).toBe(webManifest(language))
  }
})

test('each language has its own manifest: names, direction, start page, any and maskable icons', () => {
  const en = JSON.parse(webManifest('en')) as Record<string, unknown>
  const ar = JSON.parse(webManifest('ar')) as Record<string, unknown>
  expect(en).toMatchObject({ lang: 'en', dir: 'ltr', name: 'Raqam', start_url: '/', display: 'standalone' })
  expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', name: 'رقم', start_url: '/?lang=ar', display: 'standalone' })
  expect(en.icons).toEqual(ar.icons)
  const purposes = (en.icons as { purpose: string; sizes: string }[]).map(({ purpose, sizes }) => `${purpose} ${sizes}`)
  expect(purposes).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512'])
})

test('every icon is a PNG of its stated size', async () => {
  for (const icon of icons) {
    const png = publicFile(icon.file)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([icon.size, icon.size])
  }
})

// A letter left as SVG text is drawn in whatever Arabic face the host has, and the search for one held
// the page's main thread for 20–35 ms after its first paint.
test('the favicon draws its letter as a path, from no font', () => {
  const svg = publicFile('favicon.svg').toString()
  expect(svg).not.toMatch(/<text|font-family/)
  expect(svg.match(/<path /g)).toHaveLength(2)
  expect(svg).toContain('viewBox="0 0 64 64"')
})
