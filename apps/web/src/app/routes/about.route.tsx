import type { HeadFunction } from '#lib/page-head.ts'
import { AboutPage } from '#features/about/components/about-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('about.title', { ns: 'info' }),
  description: i18n.t('about.lead', { ns: 'info' }),
})

export default function AboutRoute() {
  return <AboutPage />
}
