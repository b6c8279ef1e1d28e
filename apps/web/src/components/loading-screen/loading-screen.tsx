import { useTranslation } from 'react-i18next'
import { FullPageSpinner } from '@raqam/ui/spinner'

/** SPEC §1: the spinner is the full-page loading indicator. */
export function LoadingScreen() {
  const { t } = useTranslation()
  return <FullPageSpinner label={t('loading')} />
}
