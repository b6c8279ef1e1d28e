import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Logo } from './logo.tsx'

const meta = {
  title: 'Web/Logo',
  component: Logo,
  args: { label: 'Raqam' },
  render: (args, { globals }) => <Logo {...args} label={globals.locale === 'ar' ? 'رقم' : args.label} />,
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img', { name: globals.locale === 'ar' ? 'رقم' : 'Raqam' })).toBeVisible()
  },
}
