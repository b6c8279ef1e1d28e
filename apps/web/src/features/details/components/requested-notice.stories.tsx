import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { RequestedNotice } from './requested-notice.tsx'

const meta = {
  title: 'Web/Details/Requested notice',
  component: RequestedNotice,
  decorators: [withAppProviders],
  args: { budget: 80000 },
} satisfies Meta<typeof RequestedNotice>

export default meta
type Story = StoryObj<typeof meta>

/** A wanted request with a budget: the amount in the page language, its digits in reading order. */
export const WithBudget: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(globals.locale === 'ar' ? /^الميزانية: حتى 80,000 درهم$/ : 'Budget: up to AED 80,000'),
    ).toBeVisible()
  },
}

/** Without a budget: only the notice. */
export const WithoutBudget: Story = {
  args: { budget: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Budget|الميزانية/)).toBeNull()
  },
}
