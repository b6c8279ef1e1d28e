import type { HeadFunction } from '#lib/page-head.ts'
import { HowWeEstimatePage } from '#features/how-we-estimate/components/how-we-estimate-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('page.title', { ns: 'guide' }),
  description: i18n.t('page.lead', { ns: 'guide' }),
})

/** /how-we-estimate: the fair-price guide's method in plain words. */
export default function HowWeEstimateRoute() {
  return <HowWeEstimatePage />
}
