/**
 * Every Arabic string the emirate marks set. Arabic is shaped (joined letters, ligatures), so its
 * widths cannot be summed from per-letter metrics; scripts/measure-arabic.ts measures these strings
 * in Chromium with the npm font and writes src/generated/arabic-metrics.ts. Add a string here, then
 * run `pnpm --filter @raqam/plates generate`.
 */
export const arabicTexts = [
  'الإمارات',
  'أبوظبي',
  'دبي',
  'الشارقة',
  'عجمان',
  'رأس الخيمة',
  'رأس',
  'الخيمة',
  'الفجيرة',
  'أم القيوين',
  'أم',
  'القيوين',
] as const

/** One of the Arabic strings a mark may set. */
export type ArabicText = (typeof arabicTexts)[number]

/** The weights of Noto Kufi Arabic that marks use (and fonts.css loads). */
export const arabicWeights = [700] as const
