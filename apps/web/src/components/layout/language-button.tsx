import { useTranslation } from 'react-i18next'
import { GlobeIcon } from '#components/icons/icons.tsx'
import { isLanguage } from '#i18n/languages.ts'
import styles from './language-button.module.css'
import '#styles/arabic-names.css'

/** Switches between English and Arabic; the label is the other language's own name, in that language. */
export function LanguageButton() {
  const { t, i18n } = useTranslation()
  const target = t('language.switchToLang')
  return (
    <button
      type="button"
      className={styles.button}
      lang={target}
      onClick={() => {
        if (isLanguage(target)) void i18n.changeLanguage(target)
      }}
    >
      <GlobeIcon className={styles.icon} />
      {t('language.switchTo')}
    </button>
  )
}
