import { Plate } from '@raqam/plates/react'
import { currencyName } from '@raqam/text/prices'
import { useLanguage } from '#lib/use-language.ts'
import art from '#components/art/art.module.css'
import styles from './hero-art.module.css'

/** The hero slides' pictures, drawn by us: real plates from @raqam/plates, a phone, a price tag. */
export function HeroArt({ slide }: { slide: 'plates' | 'numbers' | 'sell' }) {
  const { language } = useLanguage()
  if (slide === 'plates') {
    return (
      <div className={styles.plates} aria-hidden="true">
        <Plate kind="car" city="dubai" code="AA" number="7" label="" className={styles.plateBack} />
        <Plate kind="car" city="abu-dhabi" code="1" number="99" label="" className={styles.plateFront} />
      </div>
    )
  }
  if (slide === 'numbers') {
    return (
      <svg className={styles.svg} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
        <circle className={art.goldSoft} cx="180" cy="150" r="130" />
        <rect className={art.navy} x="120" y="30" width="120" height="240" rx="22" />
        <rect className={art.paper} x="131" y="54" width="98" height="192" rx="8" data-part="screen" />
        <rect className={art.sand} x="165" y="40" width="30" height="6" rx="3" />
        {/* textLength: the number fills the screen less its margins whatever font draws it. */}
        <text className={art.text} x="180" y="128" fontSize="18" textAnchor="middle">
          055
        </text>
        <text
          className={`${art.text} ${styles.number}`}
          x="180"
          y="156"
          fontSize="18"
          textAnchor="middle"
          textLength="80"
          lengthAdjust="spacingAndGlyphs"
          data-part="number"
        >
          888 8888
        </text>
        <rect className={art.gold} x="150" y="190" width="60" height="22" rx="11" />
        <circle className={art.gold} cx="290" cy="70" r="18" />
        <circle className={art.navySoft} cx="70" cy="230" r="12" />
        <path className={art.goldLine} d="M52 96c20-18 40-18 60 0M62 110c12-10 28-10 40 0" />
      </svg>
    )
  }
  return (
    <svg className={styles.svg} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <circle className={art.goldSoft} cx="180" cy="150" r="130" />
      <g transform="rotate(-12 180 150)">
        <path className={art.navy} d="M110 90h120l50 60-50 60H110a12 12 0 0 1-12-12V102a12 12 0 0 1 12-12z" />
        <circle className={art.paper} cx="238" cy="150" r="10" />
        <text className={art.textInverse} x="160" y="142" fontSize="22" textAnchor="middle" data-part="currency">
          {currencyName(language)}
        </text>
        <rect className={art.gold} x="120" y="158" width="80" height="12" rx="6" />
      </g>
      <circle className={art.gold} cx="92" cy="76" r="16" />
      <path className={art.paperLine} d="M85 76l5 5 10-10" />
      <circle className={art.navySoft} cx="292" cy="232" r="12" />
    </svg>
  )
}
