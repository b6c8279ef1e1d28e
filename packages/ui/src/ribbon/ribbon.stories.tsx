import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { Ribbon } from './ribbon.tsx'

const meta = {
  title: 'UI/Ribbon',
  component: Ribbon,
  args: { tone: 'sold' },
} satisfies Meta<typeof Ribbon>

export default meta
type Story = StoryObj<typeof meta>

const box = {
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '14rem',
  blockSize: '8rem',
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
} as const

/** "Sold" and "Not shared", across a corner (cards) and inline (detail pages). */
export const Tones: Story = {
  render: (_, { globals }) => {
    const t = storyTexts(storyLocale(globals))
    return (
      <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div style={box}>
          <Ribbon tone="sold">{t.sold}</Ribbon>
        </div>
        <div style={box}>
          <Ribbon tone="not-shared">{t.notShared}</Ribbon>
        </div>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Ribbon tone="sold" placement="inline">
            {t.sold}
          </Ribbon>
          <Ribbon tone="not-shared" placement="inline">
            {t.notShared}
          </Ribbon>
        </div>
      </div>
    )
  },
}
