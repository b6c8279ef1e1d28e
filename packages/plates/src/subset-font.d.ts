// subset-font ships no types; this is the part of its API the plate fonts use (scripts/subset-fonts.ts, fonts.test.ts).
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    keepAllGlyphs?: boolean
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetOptions): Promise<Buffer>
}
