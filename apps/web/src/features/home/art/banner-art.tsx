import art from '#components/art/art.module.css'

/** Abstract backgrounds of the home banners (our own shapes), one motif per banner. */
export type BannerMotif = 'letters' | 'skyline' | 'wheel' | 'waves' | 'one' | 'search' | 'spark'

export function BannerArt({ motif, className }: { motif: BannerMotif; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={art.navy} width="400" height="200" />
      <circle className={art.navySoft} cx="330" cy="40" r="110" />
      {motif === 'letters' && (
        <text className={art.watermark} x="250" y="170" fontSize="150">
          AA
        </text>
      )}
      {motif === 'skyline' && (
        <path
          className={art.gold}
          opacity="0.35"
          d="M220 200v-60h20v-30h14v-50l8-20 8 20v50h14v30h20v60zM330 200v-90h24v90z"
        />
      )}
      {motif === 'wheel' && (
        <g className={art.goldLine} opacity="0.5">
          <circle cx="300" cy="130" r="50" />
          <circle cx="300" cy="130" r="12" />
          <path d="M300 80v100M250 130h100M265 95l70 70M335 95l-70 70" />
        </g>
      )}
      {motif === 'waves' && (
        <path
          className={art.goldLine}
          opacity="0.5"
          d="M200 150c30-30 60 30 90 0s60 30 90 0M200 120c30-30 60 30 90 0s60 30 90 0"
        />
      )}
      {motif === 'one' && (
        <text className={art.watermark} x="270" y="180" fontSize="170">
          1
        </text>
      )}
      {motif === 'search' && (
        <g className={art.goldLine} opacity="0.5">
          <circle cx="290" cy="100" r="45" />
          <path d="M322 132l40 40" />
        </g>
      )}
      {motif === 'spark' && (
        <path className={art.gold} opacity="0.4" d="M300 40l14 46 46 14-46 14-14 46-14-46-46-14 46-14z" />
      )}
    </svg>
  )
}
