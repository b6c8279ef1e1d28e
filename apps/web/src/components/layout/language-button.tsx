import { isPlainClick } from '@raqam/ui/plain-click'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { GlobeIcon } from '#components/icons/icons.tsx'
import { OutlinedWord } from '#components/outlined-word/outlined-word.tsx'
import { languageNameOutlines } from '#components/outlined-word/generated/frame-outlines.ts'
import { isLanguage, switchLanguageHref } from '#i18n/languages.ts'
import styles from './language-button.module.css'

/**
 * Switches between English and Arabic; the label is the other language's own name, in that language.
 * A link to the same page in the other language, so a tap before the page's script has run is not lost;
 * once it runs, the switch happens in place (a modified click still opens the link).
 * The name is drawn from its outline, so a page never fetches the other script's face for it (ADR 0037);
 * the link carries it as its accessible name, in its language.
 */
export function LanguageButton() {
  const { t, i18n } = useTranslation()
  // Not the fragment: the server never sees it, and the link must be what it rendered.
  const { pathname, search } = useLocation()
  const target = t('language.switchToLang')
  const name = t('language.switchTo')
  const outline = languageNameOutlines[name]
  return (
    <a
      href={isLanguage(target) ? switchLanguageHref(`${pathname}${search}`, target) : undefined}
      className={styles.button}
      lang={target}
      aria-label={outline ? name : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        if (!isLanguage(target)) return
        event.preventDefault()
        void i18n.changeLanguage(target)
      }}
    >
      <GlobeIcon className={styles.icon} />
      {outline ? <OutlinedWord outline={outline} /> : name}
    </a>
  )
}
