/** Props of the first, generic plate; the per-emirate layouts replace its drawing. */
export type PlateProps = {
  /** The plate code (a letter or a number), e.g. `A` or `50`. */
  code: string
  /** The plate number, 1 to 5 digits. */
  number: string
  /** What a screen reader says for the plate, e.g. "Dubai plate A 777". */
  label: string
}

/** A UAE number plate as SVG. Plates are physical objects, so they are always drawn left-to-right. */
export function Plate({ code, number, label }: PlateProps) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 520 110" width={260} height={55} direction="ltr">
      <rect x="2" y="2" width="516" height="106" rx="10" fill="#fff" stroke="#111" strokeWidth="4" />
      <text x="60" y="80" fontSize="64" fontFamily="sans-serif" fontWeight="700" textAnchor="middle" fill="#111">
        {code}
      </text>
      <text x="310" y="80" fontSize="72" fontFamily="sans-serif" fontWeight="700" textAnchor="middle" fill="#111">
        {number}
      </text>
    </svg>
  )
}
