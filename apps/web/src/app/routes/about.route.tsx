import { useTranslation } from 'react-i18next'
import { AboutPage } from '#features/about/components/about-page.tsx'
import { usePageTitle } from '#lib/page-title.ts'

export default function AboutRoute() {
  const { t } = useTranslation('info')
  usePageTitle(t('about.title'))
  return <AboutPage />
}
