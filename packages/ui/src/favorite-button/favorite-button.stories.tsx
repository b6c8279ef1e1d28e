import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { Button } from '#button/button.tsx'
import { repaintPage } from '#internal/story-repaint.ts'
import { storyLocale, storyTexts } from '#internal/story-texts.ts'
import { FavoriteButton } from './favorite-button.tsx'

const meta = {
  title: 'UI/FavoriteButton',
  component: FavoriteButton,
  args: { label: 'Favourite', pressed: false, onPressedChange: fn() },
} satisfies Meta<typeof FavoriteButton>

export default meta
type Story = StoryObj<typeof meta>

/** Off, on, pending (spinner while the call runs), and the large size of the detail pages. */
export const States: Story = {
  render: (args, { globals }) => {
    const label = storyTexts(storyLocale(globals)).favorite
    return (
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <FavoriteButton {...args} label={label} pressed={false} />
        <FavoriteButton {...args} label={label} pressed />
        <FavoriteButton {...args} label={label} pressed={false} pending />
        <FavoriteButton {...args} label={label} pressed size="lg" />
      </div>
    )
  },
}

/** A visitor's heart: a link to sign in, drawn as the heart that is off. */
export const Visitor: Story = {
  args: { signInHref: '/signin?next=%2Fshop' },
  render: (args, { globals }) => (
    // Room for the focus ring the play function leaves on it.
    <div style={{ padding: '0.5rem' }}>
      <FavoriteButton
        {...args}
        label={storyLocale(globals) === 'ar' ? 'سجّل الدخول لحفظه في المفضلة' : 'Sign in to save it as a favourite'}
      />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const heart = canvas.getByRole('link', { name: /Sign in|سجّل الدخول/ })
    await expect(heart).toHaveAttribute('href', '/signin?next=%2Fshop')
    await userEvent.click(heart)
    await expect(args.onPressedChange).toHaveBeenCalledWith(true)
  },
}

/** A click runs one call; clicks during it are ignored; the heart fills when it resolves. */
export const TogglesOnce: Story = {
  render: function Render(args, { globals }) {
    const [pressed, setPressed] = useState(false)
    const [release, setRelease] = useState<(() => void) | null>(null)
    return (
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <FavoriteButton
          label={storyTexts(storyLocale(globals)).favorite}
          pressed={pressed}
          onPressedChange={(next) => {
            args.onPressedChange(next)
            return new Promise<void>((resolve) =>
              setRelease(() => () => {
                setPressed(next)
                resolve()
              }),
            )
          }}
        />
        {/* The library's own button: a bare one is drawn by the browser's stylesheet, which changes between versions. */}
        <Button variant="secondary" size="sm" onClick={() => release?.()}>
          {storyLocale(globals) === 'ar' ? 'أنهِ الطلب' : 'Finish the call'}
        </Button>
      </div>
    )
  },
  play: async ({ canvas, userEvent, args }) => {
    const heart = canvas.getByRole('button', { name: /Favourite|المفضلة/ })
    await userEvent.click(heart)
    await userEvent.click(heart)
    await expect(heart).toHaveAttribute('aria-busy', 'true')
    await expect(args.onPressedChange).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: /Finish|أنهِ/ }))
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    await expect(heart).not.toHaveAttribute('aria-busy')
    await repaintPage()
  },
}
