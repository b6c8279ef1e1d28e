import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { settleAnimations } from '#testing/story-helpers.ts'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { ContactForm } from './contact-form.tsx'

const meta = {
  title: 'Web/Contact/Form',
  component: ContactForm,
  args: { recipients: ['hello@raqam.ae', 'sales@raqam.ae'], openMail: fn() },
  decorators: [withAppProviders],
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

/** Sending opens the mail client with the message prefilled; nothing goes to the server. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar'
    await userEvent.type(canvas.getByLabelText(ar ? 'الموضوع' : 'Subject'), 'Dubai AA 7')
    await userEvent.click(canvas.getByRole('button', { name: ar ? 'إرسال الرسالة' : 'Send message' }))
    await expect(args.openMail).toHaveBeenCalledWith(
      expect.stringMatching(/^mailto:hello%40raqam\.ae,sales%40raqam\.ae\?subject=Dubai%20AA%207/),
    )
    // Before the page's script has run, the browser writes the same message from the form itself.
    const form = canvasElement.querySelector('form')!
    await expect(form.getAttribute('action')).toBe('mailto:hello%40raqam.ae,sales%40raqam.ae')
    await expect(form.method).toBe('post')
    await expect(form.enctype).toBe('text/plain')
    // The screenshot shows the form at rest, not the button's hover transition.
    await userEvent.unhover(canvas.getByRole('button'))
    ;(document.activeElement as HTMLElement | null)?.blur()
    await settleAnimations()
  },
}
