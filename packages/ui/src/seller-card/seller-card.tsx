import { clsx } from 'clsx'
import { useState, type ComponentProps, type ReactNode } from 'react'
import a11y from '#a11y/a11y.module.css'
import { MailIcon, PhoneIcon } from '#internal/icons.tsx'
import { renderLink, type LinkElement } from '#internal/link.tsx'
import styles from './seller-card.module.css'

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The picture's URL (or data URL); without one, or when it fails to load, the initials show. */
  src?: string | null
  /** The person's name: the initials come from it. */
  name: string
  size?: 'md' | 'lg'
}

/** A round avatar that falls back to the name's initials. Decorative: the name is always written next to it. */
export function Avatar({ src, name, size = 'md', className, ...rest }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src
  return (
    <span {...rest} aria-hidden="true" className={clsx(styles.avatar, className)} data-size={size} data-slot="avatar">
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        initials(name)
      )}
    </span>
  )
}

/** Up to two initials, from the first and last words; works for Arabic names too. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ? Array.from(words[0])[0] : ''
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0] : ''
  return `${first ?? ''}${last ?? ''}`.toUpperCase()
}

export type SellerCardProps = Omit<ComponentProps<'section'>, 'children'> & {
  username: string
  avatarSrc?: string | null
  email?: string | null
  /** Shown as given, left to right, and dialled through a `tel:` link. */
  phone?: string | null
  /** A line above the name, e.g. "Seller". */
  eyebrow?: ReactNode
  /** The app's link to the seller's profile, e.g. `<Link to="/profile/42" />`. */
  profileLink?: LinkElement
  /** The profile link's text, e.g. "Show Profile". */
  profileLabel?: string
  /** Accessible names of the contact links, e.g. `{ email: 'E-mail', phone: 'Phone' }`. */
  labels: { email: string; phone: string }
}

/** The seller's card on detail pages: avatar, name, e-mail, phone and a link to the profile. */
export function SellerCard({
  username,
  avatarSrc,
  email,
  phone,
  eyebrow,
  profileLink,
  profileLabel,
  labels,
  className,
  ...rest
}: SellerCardProps) {
  return (
    <section
      {...rest}
      aria-label={rest['aria-label'] ?? username}
      className={clsx(styles.card, className)}
      data-slot="seller-card"
    >
      <div className={styles.identity}>
        <Avatar src={avatarSrc} name={username} size="lg" />
        <div className={styles.names}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <p className={styles.username}>{username}</p>
        </div>
      </div>
      {(email || phone) && (
        <ul className={styles.contacts}>
          {email && (
            <li>
              <MailIcon className={styles.icon} />
              <span className={a11y.visuallyHidden}>{labels.email}: </span>
              <a className={styles.contact} href={`mailto:${email}`} dir="ltr">
                {email}
              </a>
            </li>
          )}
          {phone && (
            <li>
              <PhoneIcon className={styles.icon} />
              <span className={a11y.visuallyHidden}>{labels.phone}: </span>
              <a className={styles.contact} href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {phone}
              </a>
            </li>
          )}
        </ul>
      )}
      {profileLink &&
        profileLabel &&
        renderLink(profileLink, { className: styles.profileLink, children: profileLabel })}
    </section>
  )
}
