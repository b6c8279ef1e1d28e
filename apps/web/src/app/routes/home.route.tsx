import { useTranslation } from 'react-i18next'
import { HomePage } from '#features/home/components/home-page.tsx'
import { usePageTitle } from '#lib/page-title.ts'

export default function HomeRoute() {
  const { t } = useTranslation('home')
  usePageTitle(t('title'))
  return <HomePage />
}
