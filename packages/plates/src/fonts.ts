import { arabicTexts, arabicWeights } from './layout/arabic-texts.ts'
import { latinCharacters, latinWeights } from './layout/latin-characters.ts'

/** One font file the package ships (src/fonts/, named by fonts.css): which npm file it is cut from, and the text it keeps. */
export interface PlateFontFile {
  file: string
  package: string
  source: string
  text: string
}

/** The files scripts/subset-fonts.ts writes, and the characters each must hold. */
export const plateFontFiles: readonly PlateFontFile[] = [
  ...latinWeights.map((weight) => ({
    file: `barlow-condensed-${weight}.woff2`,
    package: '@fontsource/barlow-condensed',
    source: `barlow-condensed-latin-${weight}-normal.woff2`,
    text: latinCharacters,
  })),
  ...arabicWeights.map((weight) => ({
    file: `noto-kufi-arabic-${weight}.woff2`,
    package: '@fontsource/noto-kufi-arabic',
    source: `noto-kufi-arabic-arabic-${weight}-normal.woff2`,
    text: arabicTexts.join(' '),
  })),
]
