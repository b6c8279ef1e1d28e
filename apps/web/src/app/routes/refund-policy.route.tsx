import { refunds } from '@raqam/legal/documents/refunds'
import { legalVersions } from '@raqam/legal/versions'
import type { HeadFunction } from '#lib/page-head.ts'
import { useLanguage } from '#lib/use-language.ts'
import { LegalPage } from '#features/legal/components/legal-page.tsx'

export const head: HeadFunction = ({ language }) => ({
  title: refunds[language].title,
  description: refunds[language].summary,
})

export default function RefundPolicyRoute() {
  const { language } = useLanguage()
  return <LegalPage document={refunds[language]} version={legalVersions.refunds} />
}
