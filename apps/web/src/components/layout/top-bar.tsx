import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react'
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

/** The dropdown's id: the menu toggle links to it, so it opens before the page's script has run. */
const menuId = 'site-menu'

/**
 * The fixed 70 px top bar: the route links with their visibility rules, the active one
 * highlighted, the language button, and below the xl breakpoint a toggled dropdown menu.
 *
 * The toggle is a link to the menu (`#site-menu`), which the stylesheet opens while it is the page's
 * target and the script has not taken over; once it has, the toggle opens and closes it in place, and a
 * tap that came first (the address ends in `#site-menu`) leaves it open until it is closed.
 */
export function TopBar() {
  const { t } = useTranslation()
  const { signedIn, userData } = useSession()
  // Opened or closed by the toggle once the script runs; until then, by the link to it.
  const [toggled, setOpen] = useState<boolean | null>(null)
  const linked = useMenuInAddress()
  const open = toggled ?? linked
  const toggleRef = useRef<HTMLAnchorElement>(null)
  const toggle = () => setOpen(!open)

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
          {/* A link until the script runs, a button after: Enter follows it either way; Space is a button's. */}
          <a
            ref={toggleRef}
            href={`#${menuId}`}
            role="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={(event) => {
              event.preventDefault()
              toggle()
            }}
            onKeyDown={(event) => {
              if (event.key !== ' ') return
              event.preventDefault()
              toggle()
            }}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
            <span className={a11y.visuallyHidden}>{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </a>
        </div>
      </div>
    </header>
  )
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * Whether the address names the menu: its toggle's link was followed before the script took over. The
 * server, which never sees a fragment, says no; React then renders again with the browser's answer.
 */
function useMenuInAddress(): boolean {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash === `#${menuId}`,
    () => false,
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
