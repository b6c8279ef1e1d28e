import type { Meta, StoryObj } from '@storybook/react-vite'
import { Plate } from './plate.tsx'

const meta = {
  title: 'Plates/Plate',
  component: Plate,
  args: { code: 'A', number: '777', label: 'Plate A 777' },
} satisfies Meta<typeof Plate>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeDigits: Story = {}
