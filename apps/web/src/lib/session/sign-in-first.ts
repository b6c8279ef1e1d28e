import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { withoutLanguageParam } from '#i18n/languages.ts'
import { useNotify } from '#lib/notify.ts'
import { paths } from '#lib/paths.ts'

/**
 * What a visitor's tap on a customer's action (a heart, "Save this search") does: the sign-in page that
 * returns here, as the link's address (it works before the page's script has run), and once the script
 * runs, "You are not logged in" on the way there.
 */
export function useSignInFirst(): { href: string; go: () => void } {
  const { t } = useTranslation()
  const notify = useNotify()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // Without a linked language (`?lang=ar`): the server renders from the address with it, the browser
  // hydrates after dropping it, and both must write the same link (the cookie keeps the language).
  const href = paths.signin.href(withoutLanguageParam(`${pathname}${search}`))
  return {
    href,
    go: () => {
      notify.invalid(t('messages.notLoggedIn'))
      void navigate(href)
    },
  }
}
