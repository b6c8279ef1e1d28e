/**
 * The storefront's home-screen icons and web app manifests, made from what the project owns:
 * the brand mark (the Arabic letter ر in gold on navy, as in favicon.svg) drawn by resvg in the npm face
 * Noto Sans Arabic, never a system font, and the brand's name and tagline from the locale files. Icons
 * with rounded corners for launchers that keep an icon as drawn; full-bleed "maskable" ones, with the
 * letter inside the safe circle, for launchers that cut their own shape (and iOS, which rounds them).
 * The tab's favicon.svg is the rounded icon with its letter as a path: a letter left as SVG text was
 * drawn in whatever Arabic face the host had, and looking for one cost the page 20–35 ms of main
 * thread after its first paint (about four times that on a phone).
 *
 * Run: node scripts/app-icons.ts   (after changing the mark, the colours, the name or the tagline)
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import subsetFont from 'subset-font'
import { manifestHref } from '../src/app/web-manifest.ts'
import { brandNameArabic } from '../src/components/logo/brand-name.ts'

const require = createRequire(import.meta.url)
const publicDir = fileURLToPath(new URL('../public/', import.meta.url))

/** The brand's colours (tokens.css: --navy-900 and the mark's gold). */
const navy = '#0d1f3a'
const gold = '#d4b266'

type Icon = { file: string; size: number; maskable: boolean }
export const icons: readonly Icon[] = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon.png', size: 180, maskable: true },
]

/** The mark's letter, the first of the brand's Arabic name. */
const letter = [...brandNameArabic][0]!

function iconSvg({ size, maskable }: Icon): string {
  // A maskable icon keeps its letter inside the central 80 % circle that every launcher's shape shows.
  const fontSize = size * (maskable ? 0.75 : 0.9)
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="${navy}"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${navy}"/>`
  // The letter's ink sits below and before the middle of its advance box: centre the ink, not the box.
  const x = size / 2 + fontSize * 0.049
  const baseline = size / 2 + fontSize * 0.078
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<text x="${x}" y="${baseline}" font-family="Noto Sans Arabic" font-size="${fontSize}" fill="${gold}" text-anchor="middle">${letter}</text></svg>`
}

/** The letter's face as a static TrueType file at weight 700 (resvg reads no WOFF2, and draws a variable font at its default weight). */
async function letterFont(): Promise<string> {
  const face = readFileSync(
    require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
  )
  const font = await subsetFont(face, letter, { targetFormat: 'sfnt', variationAxes: { wght: 700 } })
  const file = join(mkdtempSync(join(tmpdir(), 'raqam-icons-')), 'noto-sans-arabic-700.ttf')
  writeFileSync(file, font)
  return file
}

/** The tab's icon: the rounded icon, small. */
const favicon: Icon = { file: 'favicon.svg', size: 64, maskable: false }

/** Every icon's file, by path: the PNGs, and the favicon as SVG with its letter turned into a path. */
export async function appIcons(): Promise<Map<string, Buffer>> {
  const fontFile = await letterFont()
  const draw = (icon: Icon) =>
    new Resvg(iconSvg(icon), {
      font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'Noto Sans Arabic' },
    })
  return new Map([
    ...icons.map((icon): [string, Buffer] => [icon.file, draw(icon).render().asPng()]),
    [favicon.file, Buffer.from(draw(favicon).toString())],
  ])
}

type Common = { brand: { name: string; tagline: string } }
const common = (language: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}/common.json`, import.meta.url), 'utf8')) as Common

/** The web app manifest of one language: its names, direction and start page, the icons and colours. */
export function webManifest(language: 'en' | 'ar'): string {
  const { brand } = common(language)
  const manifest = {
    id: '/',
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    start_url: language === 'ar' ? '/?lang=ar' : '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: navy,
    icons: icons
      .filter((icon) => !icon.file.includes('apple'))
      .map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.maskable ? 'maskable' : 'any',
      })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, png] of await appIcons()) writeFileSync(join(publicDir, file), png)
  for (const language of ['en', 'ar'] as const)
    writeFileSync(join(publicDir, manifestHref(language)), webManifest(language))
  console.log(`icons and manifests written to ${publicDir}`)
}
