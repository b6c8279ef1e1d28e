import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { Button } from '#button/button.tsx'
import { Field, FieldStack, Select } from '#field/field.tsx'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale } from '#internal/story-texts.ts'
import { Sheet } from './sheet.tsx'

const texts = {
  en: {
    open: 'Filters',
    title: 'Filter listings',
    done: 'Show 194 plates',
    close: 'Close',
    city: 'City',
    any: 'All cities',
  },
  ar: {
    open: 'عوامل التصفية',
    title: 'تصفية الإعلانات',
    done: 'اعرض 194 لوحةً',
    close: 'إغلاق',
    city: 'المدينة',
    any: 'كل المدن',
  },
}

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  parameters: { screenshot: { fullPage: true }, viewport: { defaultViewport: 'mobile' } },
  args: {
    open: true,
    onOpenChange: fn(),
    title: texts.en.title,
    doneLabel: texts.en.done,
    closeLabel: texts.en.close,
    children: null,
  },
  render: function Render(args, { globals }) {
    const t = texts[storyLocale(globals)]
    const [open, setOpen] = useState(args.open)
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t.open}
        </Button>
        <Sheet
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next)
            setOpen(next)
          }}
          title={t.title}
          doneLabel={t.done}
          closeLabel={t.close}
        >
          <FieldStack>
            <Field label={t.city}>
              <Select defaultValue="">
                <option value="">{t.any}</option>
              </Select>
            </Field>
          </FieldStack>
        </Sheet>
      </>
    )
  },
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

/** Open along the bottom edge: its title, what it holds, and the one action that closes it. */
export const Open: Story = {
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: /Filter listings|تصفية الإعلانات/ })
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement))
    await repaintPage()
  },
}

/** The done button closes it, and focus goes back to the button that opened it. */
export const ClosesAndReturnsFocus: Story = {
  args: { open: false },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: /Filters|عوامل التصفية/ })
    await userEvent.click(opener)
    await userEvent.click(await screen.findByRole('button', { name: /Show 194 plates|اعرض 194 لوحةً/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(opener).toHaveFocus()
  },
}
