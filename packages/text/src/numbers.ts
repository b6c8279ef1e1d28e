/**
 * Numbers as the storefront writes them in both of its languages (en-AE and ar-AE agree): Western
 * digits, a comma between thousands, a point before the decimals, no trailing zeros. The same text
 * `Intl.NumberFormat` gives (numbers.test.ts holds them together), without building one: the first
 * formatter a page builds loads ICU's number data, 20–80 ms on the main thread of a page that is
 * hydrating, to write digits it already has (ADR 0025).
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  // Prices and counts are never negative; anything else is left to Intl (Arabic marks a minus with LRM).
  if (!Number.isFinite(value) || value < 0) return new Intl.NumberFormat('en-AE').format(value)
  const scale = 10 ** maxFractionDigits
  // Rounded half away from zero, as Intl does; amounts here carry at most 2 decimals (the contract's).
  const scaled = Math.round(Math.abs(value) * scale)
  const integer = String(Math.floor(scaled / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = String(scaled % scale)
    .padStart(maxFractionDigits, '0')
    .replace(/0+$/, '')
  return fraction ? `${integer}.${fraction}` : integer
}
