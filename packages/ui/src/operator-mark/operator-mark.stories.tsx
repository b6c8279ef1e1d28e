import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect } from 'storybook/test'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { OperatorMark } from './operator-mark.tsx'

const meta = {
  title: 'UI/OperatorMark',
  component: OperatorMark,
  args: { operator: 'du', label: 'du' },
} satisfies Meta<typeof OperatorMark>

export default meta
type Story = StoryObj<typeof meta>

/** Our drawings of the du and e& marks, at card and detail-page sizes. */
export const Both: Story = {
  render: (_, { globals }) => {
    const t = storyTexts(storyLocale(globals))
    return (
      <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
        <OperatorMark operator="du" label={t.operators.du} />
        <OperatorMark operator="eand" label={t.operators.eand} />
        <OperatorMark
          operator="du"
          label={t.operators.du}
          style={{ '--operator-mark-size': '5rem' } as CSSProperties}
        />
        <OperatorMark
          operator="eand"
          label={t.operators.eand}
          style={{ '--operator-mark-size': '5rem' } as CSSProperties}
        />
      </div>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4)
  },
}
