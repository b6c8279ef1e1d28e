import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { SellerCard } from './seller-card.tsx'

// A drawn portrait as a data URL, so the story needs no network and renders the same everywhere.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d3a66"/><circle cx="32" cy="25" r="12" fill="#d4b266"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#d4b266"/></svg>',
)}`

const texts = {
  en: {
    eyebrow: 'Seller',
    labels: { email: 'E-mail', phone: 'Phone' },
    profile: 'Show Profile',
    company: 'Raqam Premium Numbers',
    longName: 'Sheikh Mohammed bin Rashid Al Maktoum Trading',
  },
  ar: {
    eyebrow: 'البائع',
    labels: { email: 'البريد الإلكتروني', phone: 'الهاتف' },
    profile: 'عرض الملف الشخصي',
    company: 'رقم للأرقام المميزة',
    longName: 'مؤسسة الشيخ محمد بن راشد آل مكتوم للتجارة العامة',
  },
}

const meta = {
  title: 'UI/SellerCard',
  component: SellerCard,
  args: { username: 'Ahmed', labels: texts.en.labels },
} satisfies Meta<typeof SellerCard>

export default meta
type Story = StoryObj<typeof meta>

/** With a picture; without one (initials) and a long Arabic name; and the default company card. */
export const Variants: Story = {
  render: (_, { globals }) => {
    const t = texts[storyLocale(globals)]
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: '1.5rem',
          alignItems: 'start',
        }}
      >
        <SellerCard
          eyebrow={t.eyebrow}
          username="Ahmed Al Mansoori"
          avatarSrc={portrait}
          email="ahmed@example.com"
          phone="+971 50 123 4567"
          labels={t.labels}
          profileLink={<a href="#/profile/42" />}
          profileLabel={t.profile}
        />
        <SellerCard
          eyebrow={t.eyebrow}
          username={t.longName}
          email="trading.office@example.ae"
          phone="+971 58 777 7777"
          labels={t.labels}
          profileLink={<a href="#/profile/7" />}
          profileLabel={t.profile}
        />
        <SellerCard username={t.company} email="sales@example.com" phone="+971 4 000 0000" labels={t.labels} />
      </div>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /Show Profile|عرض الملف الشخصي/ })).toHaveLength(2)
    await repaintPage()
  },
}
