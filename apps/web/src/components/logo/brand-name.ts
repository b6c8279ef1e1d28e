/** The brand's names, drawn side by side in the wordmark on every page (logo.tsx). */
export const brandNameLatin = 'Raqam'
export const brandNameArabic = 'رقم'
