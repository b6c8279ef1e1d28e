/** The brand's Arabic name, drawn beside the Latin one in the wordmark on every page. */
export const brandNameArabic = 'رقم'
