import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '#button/button.tsx'
import { storyLocale } from '#internal/story-texts.ts'
import { SectionHeading } from './section-heading.tsx'

const meta = {
  title: 'UI/SectionHeading',
  component: SectionHeading,
  args: { title: 'The best plates' },
} satisfies Meta<typeof SectionHeading>

export default meta
type Story = StoryObj<typeof meta>

/** With eyebrow, description and action; centred; and a long Arabic title that wraps. */
export const Variants: Story = {
  render: (_, { globals }) => {
    const ar = storyLocale(globals) === 'ar'
    return (
      <div style={{ display: 'grid', gap: '2.5rem' }}>
        <SectionHeading
          eyebrow={ar ? 'مختارات' : 'Featured'}
          title={ar ? 'أفضل اللوحات' : 'The best plates'}
          description={
            ar ? 'لوحات مميزة يختارها فريقنا كل أسبوع.' : 'Distinguished plates picked by our team every week.'
          }
          action={<Button variant="accent">{ar ? 'عرض الكل' : 'View all'}</Button>}
        />
        <SectionHeading align="center" title={ar ? 'روابط مفيدة' : 'Useful links'} />
        <SectionHeading
          level={3}
          title={
            ar
              ? 'أرقام الهواتف المتحركة المميزة من دو وإي آند بأفضل الأسعار في دولة الإمارات العربية المتحدة'
              : 'Premium mobile numbers from du and e& at the best prices in the United Arab Emirates'
          }
        />
      </div>
    )
  },
}
