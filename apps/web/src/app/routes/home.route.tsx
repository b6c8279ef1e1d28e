import type { HeadFunction } from '#lib/page-head.ts'
import { HomePage } from '#features/home/components/home-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({ title: i18n.t('title', { ns: 'home' }) })

export default function HomeRoute() {
  return <HomePage />
}
