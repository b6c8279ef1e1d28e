import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { RouteTabs, Tabs } from './tabs.tsx'

const names = {
  en: { label: 'Categories', car: 'License Plates', motorcycle: 'Motorcycle Plates', mobile: 'Mobile Numbers' },
  ar: { label: 'الفئات', car: 'لوحات السيارات', motorcycle: 'لوحات الدراجات النارية', mobile: 'أرقام الهواتف' },
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items: [], label: names.en.label },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** In-page tabs; arrow keys move between them (right-to-left in rtl). */
export const InPage: Story = {
  render: (args, { globals }) => {
    const n = names[storyLocale(globals)]
    return (
      <Tabs
        {...args}
        label={n.label}
        defaultValue="motorcycle"
        items={(['car', 'motorcycle', 'mobile'] as const).map((value) => ({
          value,
          label: n[value],
          content: <p style={{ margin: 0 }}>{n[value]}</p>,
        }))}
      />
    )
  },
  play: async ({ canvas, userEvent }) => {
    const active = canvas.getByRole('tab', { selected: true })
    await userEvent.click(active)
    await userEvent.keyboard('{ArrowRight}')
    // In rtl the right arrow goes back to the first tab, in ltr forward to the third.
    const next = canvas.getByRole('tab', { selected: true })
    await expect(next).not.toBe(active)
    await expect(next).toHaveFocus()
    const order = canvas.getAllByRole('tab')
    await expect(order.indexOf(next)).toBe(document.documentElement.dir === 'rtl' ? 0 : 2)
    await repaintPage()
  },
}

/** The shop's tabs: links to routes; the current route's tab is highlighted, its list is the panel. */
export const AsLinks: Story = {
  render: (_, { globals }) => {
    const n = names[storyLocale(globals)]
    return (
      <RouteTabs
        label={n.label}
        value="/shop/mobile"
        items={[
          { value: '/shop', label: n.car, link: <a href="#/shop" /> },
          { value: '/shop/motorcycle', label: n.motorcycle, link: <a href="#/shop/motorcycle" /> },
          { value: '/shop/mobile', label: n.mobile, link: <a href="#/shop/mobile" /> },
        ]}
      >
        <p style={{ margin: 0 }}>{n.mobile}</p>
      </RouteTabs>
    )
  },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('tab', { selected: true })
    await expect(current.tagName).toBe('A')
    await expect(current).toHaveAttribute('href', '#/shop/mobile')
  },
}
