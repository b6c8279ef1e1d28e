import { refunds } from '@raqam/legal/documents/refunds'
import { legalVersions } from '@raqam/legal/versions'
import { formatDay } from '@raqam/text/dates'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useLanguage } from '#lib/use-language.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { LegalPage } from './legal-page.tsx'

/** The page in the story's language, as its route renders it, with its first sections (a screenful). */
function RefundPolicy() {
  const { language } = useLanguage()
  const document = refunds[language]
  return (
    <LegalPage document={{ ...document, sections: document.sections.slice(0, 3) }} version={legalVersions.refunds} />
  )
}

const meta = {
  title: 'Web/Legal/Legal page',
  component: RefundPolicy,
  parameters: { layout: 'fullscreen' },
  decorators: [withAppProviders],
} satisfies Meta<typeof RefundPolicy>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The Refund Policy's first sections (every document is drawn the same way): version and date under the
 * title, the contents beside the text (above it on a phone), one link per section.
 */
export const RefundPolicyPage: Story = {
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === 'ar'
    const document = refunds[ar ? 'ar' : 'en']
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(document.title)
    const { version, date } = legalVersions.refunds
    await expect(
      canvas.getByText(`${ar ? 'الإصدار' : 'Version'} \u2066${version}\u2069 · ${formatDay(date, ar ? 'ar' : 'en')}`),
    ).toBeVisible()
    const contents = canvas.getByRole('navigation', { name: ar ? 'المحتويات' : 'Contents' })
    const links = within(contents).getAllByRole('link')
    await expect(links).toHaveLength(3)
    await expect(links[0]).toHaveAttribute('href', `#${document.sections[0]!.id}`)
  },
}
