// subset-font ships no types; this is the part of its API the Arabic names font uses (scripts/arabic-names-font.ts).
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    keepAllGlyphs?: boolean
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetOptions): Promise<Buffer>
}
