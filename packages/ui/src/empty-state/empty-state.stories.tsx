import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '#button/button.tsx'
import { storyLocale } from '#internal/story-texts.ts'
import { EmptyState } from './empty-state.tsx'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No results' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

/** A list with nothing to show. */
export const Empty: Story = {
  render: (_, { globals }) => {
    const ar = storyLocale(globals) === 'ar'
    return (
      <EmptyState
        title={ar ? 'لا توجد نتائج' : 'No plates match these filters'}
        description={
          ar ? 'جرّب مدينة أخرى أو عدداً مختلفاً من الأرقام.' : 'Try another city or a different number of digits.'
        }
        action={<Button variant="secondary">{ar ? 'مسح الفلاتر' : 'Clear filters'}</Button>}
      />
    )
  },
}

/** A list that failed to load; announced as an alert. */
export const Error: Story = {
  render: (_, { globals }) => {
    const ar = storyLocale(globals) === 'ar'
    return (
      <EmptyState
        tone="error"
        title={ar ? 'حدث خطأ ما' : 'Something went wrong'}
        description={
          ar
            ? 'تعذر تحميل الإعلانات. تحقق من اتصالك ثم حاول مجدداً.'
            : 'The listings could not be loaded. Check your connection and try again.'
        }
        action={<Button>{ar ? 'حاول مجدداً' : 'Try again'}</Button>}
      />
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}
