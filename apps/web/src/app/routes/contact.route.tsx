import { useTranslation } from 'react-i18next'
import { ContactPage } from '#features/contact/components/contact-page.tsx'
import { usePageTitle } from '#lib/page-title.ts'

export default function ContactRoute() {
  const { t } = useTranslation('info')
  usePageTitle(t('contact.title'))
  return <ContactPage />
}
