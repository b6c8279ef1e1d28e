import { useTranslation } from 'react-i18next'
import { FullPageSpinner } from '@raqam/ui/spinner'

/** The full-page loading indicator: the spinner, named for screen readers. */
export function LoadingScreen() {
  const { t } = useTranslation()
  return <FullPageSpinner label={t('loading')} />
}
