/**
 * Pattern sizes worked out by hand (combinatorics, not code): the oracle's sets must have these
 * sizes, and the classifiers must tag exactly this many numbers.
 */

/** Plate numbers of 1 to 5 digits per pattern; the working is beside each figure. */
export const platePatternCounts = {
  'all-same': 45, // 9 digits × 5 lengths
  'repeating-pair': 162, // A 1-9, B ≠ A: 81 pairs × (ABAB, ABABA)
  mirror: 1053, // palindromes 90 + 90 + 900 (first half, no leading 0), less 9 all-same per length
  ascending: 18, // windows of 0123456789 of length 3/4/5 (8 + 7 + 6), less 012, 0123, 01234
  descending: 21, // windows of 9876543210 of length 3/4/5: 8 + 7 + 6
  round: 36, // 9 leads × lengths 2-5
  'two-digits': 2025, // length L: 36 pairs without 0 × (2^L − 2) + 9 pairs with 0 × (2^(L−1) − 1); L = 3, 4, 5: 243 + 567 + 1215
}

/** Subscriber strings (7 digits, 10^7 of them) per mobile pattern. */
export const mobilePatternCounts = {
  'mobile-all-same': 10,
  'mobile-six-in-a-row': 180, // run at 0 or 1 (10 digits), the other digit differs (9)
  'mobile-five-in-a-row': 2610, // run at 0: 10·9·10; at 2: 10·9·10; at 1: 10·9·9
  // XYXYXY at 0 or 1: 900 + 900 − 90 (XYXYXYX); XYZXYZ at 0 or 1: 9900 + 9900 − 990 (XYZXYZX);
  // a window cannot have both periods 2 and 3 (it would be one digit), nor can the two windows mix them.
  'mobile-repeating-blocks': 20_520,
  'mobile-ascending': 1700, // 5-windows at 0, 1, 2: 3 × 600 − (50 + 50 + 4) + 4
  'mobile-descending': 1700,
  'mobile-mirror': 9990, // 10^4 first halves (with the middle), less 10 all-same
  'mobile-few-digits': 222_390, // exactly 2: 45 × (2^7 − 2); exactly 3: 120 × (3^7 − 3·2^7 + 3)
}

/** `mobile-prefix-echo` per prefix: 5 places × 10^4, less pairs; 050 overlaps itself ("05050"). */
export const prefixEchoCounts = {
  '050': 49_671, // 50000 − (3 pairs 2 apart × 100 + 3 pairs ≥ 3 apart × 10) + 1 (0505050)
  '052': 49_970, // 50000 − 3 pairs ≥ 3 apart × 10
  '054': 49_970,
  '055': 49_970,
  '056': 49_970,
  '058': 49_970,
}
