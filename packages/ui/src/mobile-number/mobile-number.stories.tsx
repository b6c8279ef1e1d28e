import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MobileNumber } from './mobile-number.tsx'

const meta = {
  title: 'UI/MobileNumber',
  component: MobileNumber,
  args: { number: '0551964422', size: 'card' },
} satisfies Meta<typeof MobileNumber>

export default meta
type Story = StoryObj<typeof meta>

/** Each size as it stands: a card's stage, a detail page's picture, the publish preview (and its placeholder). */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}>
      <MobileNumber number="0551964422" size="card" />
      <MobileNumber number="+971 58 777 7777" size="large" />
      <MobileNumber number="٠٥٠١٢٣" size="preview" placeholder="05X XXX XXXX" />
      <MobileNumber number="" size="preview" placeholder="05X XXX XXXX" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Grouped 3-3-rest, Western digits, left to right in both directions.
    await expect(canvas.getByText('055 196 4422')).toHaveAttribute('dir', 'ltr')
    await expect(canvas.getByText('971 587 7777')).toBeVisible()
    await expect(canvas.getByText('050 123')).toBeVisible()
    await expect(canvas.getByText('05X XXX XXXX')).toHaveAttribute('data-empty')
  },
}

/** Driven by its args: change the number, the size or the placeholder in Controls. */
export const Playground: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('055 196 4422')).toHaveAttribute('data-size', args.size)
  },
}
