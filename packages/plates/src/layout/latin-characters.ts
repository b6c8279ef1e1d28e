/**
 * Every character the plates set in Barlow Condensed (codes, numbers, Latin words of marks), and
 * the weights they set it in. scripts/generate-metrics.ts measures exactly these, and
 * scripts/subset-fonts.ts keeps exactly these in the font files the package ships.
 */
export const latinCharacters = ' 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz.-'

/** The weights of Barlow Condensed that plates use. */
export const latinWeights = [500, 600, 700] as const
