/**
 * The market's clock: days and months are counted in UAE time wherever the server runs, as the
 * storefront dates listings (@raqam/text/dates). Asia/Dubai has no daylight saving.
 */
export const MARKET_TIME_ZONE = 'Asia/Dubai'
