// subset-font ships no types: this is the part of its API the project uses (the outlines' faces in
// packages/outlines, the text faces' cuts in packages/ui, the Arabic names face in apps/web). Every
// workspace's tsconfig takes it from tsconfig.base.json.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    keepAllGlyphs?: boolean
    /** Drops the TrueType instructions (hinting). */
    noHinting?: boolean
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(
    font: Buffer,
    text: string | null | undefined,
    options?: SubsetOptions,
  ): Promise<Buffer>
}
