import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { storyLocale } from '#internal/story-texts.ts'
import { VerifiedBadge } from './verified-badge.tsx'

const texts = {
  en: { label: 'Verified owner', description: 'A moderator checked the proof that the seller owns this number.' },
  ar: { label: 'مالك موثَّق', description: 'تحقق أحد المشرفين من إثبات أن البائع يملك هذا الرقم.' },
}

const meta = {
  title: 'UI/VerifiedBadge',
  component: VerifiedBadge,
  args: { label: texts.en.label },
} satisfies Meta<typeof VerifiedBadge>

export default meta
type Story = StoryObj<typeof meta>

/** Small on cards (a badge row's height), larger on detail pages with what it means as a tooltip. */
export const Sizes: Story = {
  render: (_, { globals }) => {
    const t = texts[storyLocale(globals)]
    return (
      <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
        <VerifiedBadge label={t.label} />
        <VerifiedBadge label={t.label} description={t.description} size="md" />
      </div>
    )
  },
  play: async ({ canvas, globals }) => {
    const t = texts[storyLocale(globals)]
    const [small, large] = canvas.getAllByText(t.label)
    await expect(small).toBeVisible()
    await expect(small!.getBoundingClientRect().height).toBe(24)
    await expect(large).toHaveAttribute('title', t.description)
    await expect(large).toHaveTextContent(`${t.label}: ${t.description}`)
  },
}
