import { terms } from '@raqam/legal/documents/terms'
import { legalVersions } from '@raqam/legal/versions'
import type { HeadFunction } from '#lib/page-head.ts'
import { useLanguage } from '#lib/use-language.ts'
import { LegalPage } from '#features/legal/components/legal-page.tsx'

export const head: HeadFunction = ({ language }) => ({
  title: terms[language].title,
  description: terms[language].summary,
})

export default function TermsRoute() {
  const { language } = useLanguage()
  return <LegalPage document={terms[language]} version={legalVersions.terms} />
}
