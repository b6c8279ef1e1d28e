import type { SVGProps } from 'react'
import styles from './icons.module.css'

/* Icons are decorative (aria-hidden): the control around them carries the accessible name. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

const base = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base} {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  )
}

/** Points to the inline start: left in ltr, mirrored to the right in rtl. */
export function ChevronStartIcon(props: IconProps) {
  return (
    <svg {...base} {...props} className={styles.mirror}>
      <path d="m15 18-6-6 6-6" />
    </svg>
  )
}

/** Points to the inline end: right in ltr, mirrored to the left in rtl. */
export function ChevronEndIcon(props: IconProps) {
  return (
    <svg {...base} {...props} className={styles.mirror}>
      <path d="m9 18 6-6-6-6" />
    </svg>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  )
}

export function MailIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  )
}

export function PhoneIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M5 4h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />
    </svg>
  )
}

export function SearchIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}

export function PauseIcon(props: IconProps) {
  return (
    <svg {...base} {...props} fill="currentColor" stroke="none">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  )
}

export function PlayIcon(props: IconProps) {
  return (
    <svg {...base} {...props} fill="currentColor" stroke="none">
      {/* Media controls keep their direction in rtl, as on every player. */}
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.7l-10-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  )
}

/** A seal with a tick: the verified owner's mark (a tick reads the same in both directions). */
export function SealCheckIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 2.5 14 4.4 16.8 3.8 17.6 6.4 20.2 7.2 19.6 10 21.5 12 19.6 14 20.2 16.8 17.6 17.6 16.8 20.2 14 19.6 12 21.5 10 19.6 7.2 20.2 6.4 17.6 3.8 16.8 4.4 14 2.5 12 4.4 10 3.8 7.2 6.4 6.4 7.2 3.8 10 4.4Z" />
      <path d="m8.5 12.2 2.4 2.4 4.6-5" />
    </svg>
  )
}
