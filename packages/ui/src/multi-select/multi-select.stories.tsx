import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { MultiSelectField } from './multi-select.tsx'

type Shape = 'all-same' | 'repeating-pair' | 'mirror' | 'ascending' | 'round'

const texts = {
  en: {
    label: 'Patterns',
    any: 'Any pattern',
    count: (count: number) => `${count} patterns`,
    options: {
      'all-same': 'All the same',
      'repeating-pair': 'Repeating pair',
      mirror: 'Mirror',
      ascending: 'Ascending run',
      round: 'Round number',
    },
  },
  ar: {
    label: 'الأنماط',
    any: 'أي نمط',
    count: (count: number) => `${count} أنماط`,
    options: {
      'all-same': 'رقم مكرر',
      'repeating-pair': 'زوج مكرر',
      mirror: 'مرآة',
      ascending: 'تسلسل تصاعدي',
      round: 'رقم روند',
    },
  },
}

const examples: Record<Shape, string> = {
  'all-same': '7, 77, 777',
  'repeating-pair': '1212',
  mirror: '121, 1221',
  ascending: '123, 4567',
  round: '10, 500',
}

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelectField,
  args: { label: 'Patterns', anyLabel: 'Any pattern', countLabel: String, options: [], value: [], onChange: () => {} },
} satisfies Meta<typeof MultiSelectField>

export default meta
type Story = StoryObj<typeof meta>

function Field({ locale, initial, defaultOpen }: { locale: 'en' | 'ar'; initial: Shape[]; defaultOpen?: boolean }) {
  const x = texts[locale]
  const [value, setValue] = useState<Shape[]>(initial)
  const options = (Object.keys(x.options) as Shape[]).map((shape) => ({
    value: shape,
    label: x.options[shape],
    // Numbers read left to right in both languages.
    hint: <bdi dir="ltr">{examples[shape]}</bdi>,
  }))
  return (
    // Room under the field for the open checkboxes, which float over what follows.
    <div style={{ maxInlineSize: '24rem', minBlockSize: defaultOpen ? '27rem' : undefined }}>
      <MultiSelectField
        label={x.label}
        anyLabel={x.any}
        countLabel={x.count}
        options={options}
        value={value}
        onChange={setValue}
        defaultOpen={defaultOpen}
      />
    </div>
  )
}

/** Closed: nothing chosen reads "Any pattern", one choice its name, several a count. */
export const Closed: Story = {
  render: (_, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Field locale={locale} initial={[]} />
        <Field locale={locale} initial={['mirror']} />
        <Field locale={locale} initial={['all-same', 'mirror', 'round']} />
      </div>
    )
  },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button')
    await expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false'])
    await expect(buttons[2]).toHaveAccessibleName(/Patterns 3 patterns|الأنماط 3 أنماط/)
  },
}

/** Open, with two choices checked; the checkbox under the pointer or focus is highlighted. */
export const Open: Story = {
  render: (_, { globals }) => <Field locale={storyLocale(globals)} initial={['all-same', 'mirror']} defaultOpen />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group')
    await expect(group).toBeVisible()
    const round = canvas.getByRole('checkbox', { name: /Round number|رقم روند/ })
    await userEvent.click(round)
    await expect(round).toBeChecked()
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/Patterns 3 patterns|الأنماط 3 أنماط/)
    await userEvent.click(round)
    await repaintPage()
  },
}
