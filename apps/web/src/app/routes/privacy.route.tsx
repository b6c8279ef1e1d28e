import { privacy } from '@raqam/legal/documents/privacy'
import { legalVersions } from '@raqam/legal/versions'
import type { HeadFunction } from '#lib/page-head.ts'
import { useLanguage } from '#lib/use-language.ts'
import { LegalPage } from '#features/legal/components/legal-page.tsx'

export const head: HeadFunction = ({ language }) => ({
  title: privacy[language].title,
  description: privacy[language].summary,
})

export default function PrivacyRoute() {
  const { language } = useLanguage()
  return <LegalPage document={privacy[language]} version={legalVersions.privacy} />
}
