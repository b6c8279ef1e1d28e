import type { HeadFunction } from '#lib/page-head.ts'
import { ContactPage } from '#features/contact/components/contact-page.tsx'

export const head: HeadFunction = ({ i18n }) => ({
  title: i18n.t('contact.title', { ns: 'info' }),
  description: i18n.t('contact.lead', { ns: 'info' }),
})

export default function ContactRoute() {
  return <ContactPage />
}
