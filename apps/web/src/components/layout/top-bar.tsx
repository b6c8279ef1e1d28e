import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { savedSearchQueries } from '@raqam/api/saved-searches.queries'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router-dom'
import { chatHref, paths } from '#lib/paths.ts'
import { BoltIcon, CloseIcon, MenuIcon, UserIcon } from '#components/icons/icons.tsx'
import { Logo } from '#components/logo/logo.tsx'
import { env } from '#env.ts'
import { useApi } from '#lib/api.tsx'
import { isStaff } from '#lib/session/console-access.ts'
import { useSession } from '#lib/session/use-session.ts'
import a11y from '@raqam/ui/a11y.module.css'
import { LanguageButton } from './language-button.tsx'
import styles from './top-bar.module.css'

/**
 * The fixed 70 px top bar: the route links with their visibility rules, the active one
 * highlighted, the language button, and below the xl breakpoint a toggled dropdown menu.
 */
export function TopBar() {
  const { t } = useTranslation()
  const { signedIn, userData } = useSession()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  // Following a link closes the dropdown; the bar itself stays.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  }
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  return (
    <header className={styles.bar} onKeyDown={closeOnEscape}>
      <div className={styles.inner}>
        <Link to={paths.home.href()} className={styles.brand}>
          <Logo label={t('brand.home')} />
        </Link>

        <nav id={menuId} className={styles.nav} aria-label={t('nav.label')} data-open={open} onClick={closeOnLink}>
          <ul className={styles.links}>
            <NavItem to={paths.home.href()} end label={t('nav.home')} />
            <NavItem to={paths.shop.path} label={t('nav.shop')} />
            <NavItem to={paths.order.path} label={t('nav.order')} />
            {signedIn && <NavItem to={paths.favorites.path} label={t('nav.favorites')} />}
            <NavItem to={paths.about.href()} label={t('nav.about')} />
            <NavItem to={paths.contact.href()} label={t('nav.contact')} />
            {signedIn && isStaff(userData?.role) && (
              <NavItem to={paths.moderation.href()} label={t('nav.moderation')} />
            )}
            {signedIn ? (
              <li className={styles.item}>
                <NavLink to={paths.myProfile.href()} className={styles.profileLink}>
                  <UserIcon className={styles.profileIcon} />
                  <span className={styles.profileLabel}>{t('nav.myProfile')}</span>
                  <UnreadMatches />
                </NavLink>
              </li>
            ) : (
              <>
                <NavItem to={paths.signin.href()} label={t('nav.signin')} />
                <NavItem to={paths.signup.href()} label={t('nav.signup')} />
                <li className={styles.item}>
                  <a
                    className={styles.flashSale}
                    href={chatHref(env.flashSaleChatNumber)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <BoltIcon />
                    {t('nav.flashSale')}
                    <span className={a11y.visuallyHidden}> {t('nav.opensInNewTab')}</span>
                  </a>
                </li>
              </>
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <LanguageButton />
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span className={a11y.visuallyHidden}>{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
    </header>
  )
}

/**
 * How many listings matched the customer's saved searches since they last looked, on the
 * profile icon; nothing when none.
 */
function UnreadMatches() {
  const { t } = useTranslation()
  const api = useApi()
  const unread = useQuery(savedSearchQueries.unread(api)).data?.unread ?? 0
  if (unread === 0) return null
  return (
    <span className={styles.unread}>
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className={a11y.visuallyHidden}>{t('nav.unreadMatches', { count: unread })}</span>
    </span>
  )
}

function NavItem({ to, label, end }: { to: string; label: string; end?: boolean }) {
  return (
    <li className={styles.item}>
      <NavLink to={to} end={end} className={styles.link}>
        {label}
      </NavLink>
    </li>
  )
}
