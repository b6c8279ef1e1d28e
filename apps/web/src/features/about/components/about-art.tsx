import art from '#components/art/art.module.css'

/** Our own illustration for the About page: a plate, a phone and a gold seal. Decorative. */
export function AboutArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <circle className={art.goldSoft} cx="200" cy="160" r="150" />
      <rect className={art.navy} x="150" y="40" width="120" height="220" rx="18" />
      <rect className={art.paper} x="160" y="62" width="100" height="170" rx="6" />
      <rect className={art.sand} x="172" y="80" width="76" height="14" rx="4" />
      <text className={art.text} x="210" y="150" fontSize="20" textAnchor="middle">
        050
      </text>
      <text className={art.text} x="210" y="178" fontSize="20" textAnchor="middle">
        7777777
      </text>
      <rect className={art.gold} x="180" y="200" width="60" height="18" rx="9" />
      <g transform="rotate(-8 120 230)">
        <rect className={art.paper} x="30" y="200" width="200" height="56" rx="8" />
        <rect className={art.line} x="30" y="200" width="200" height="56" rx="8" />
        <rect className={art.navySoft} x="38" y="208" width="40" height="40" rx="4" />
        <text className={art.textInverse} x="58" y="236" fontSize="20" textAnchor="middle">
          A
        </text>
        <text className={art.text} x="150" y="240" fontSize="32" textAnchor="middle">
          777
        </text>
      </g>
      <circle className={art.gold} cx="318" cy="84" r="34" />
      <path className={art.paperLine} d="M302 84l11 11 21-22" />
      <circle className={art.navy} cx="70" cy="96" r="10" />
      <circle className={art.gold} cx="340" cy="236" r="8" />
    </svg>
  )
}
