import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FavoriteButton } from './favorite-button.tsx'

/** A promise the test settles by hand, standing for the add/remove call. */
function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('FavoriteButton', () => {
  it('is a toggle named by its label, pressed when the listing is a favourite', () => {
    const { rerender } = render(<FavoriteButton label="Favourite" pressed={false} onPressedChange={() => {}} />)
    const button = screen.getByRole('button', { name: 'Favourite' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    rerender(<FavoriteButton label="Favourite" pressed onPressedChange={() => {}} />)
    expect(button).toHaveAttribute('aria-pressed', 'true')
  })

  it('asks for the opposite state', async () => {
    const user = userEvent.setup()
    const onPressedChange = vi.fn()
    render(<FavoriteButton label="Favourite" pressed onPressedChange={onPressedChange} />)
    await user.click(screen.getByRole('button'))
    expect(onPressedChange).toHaveBeenCalledWith(false)
  })

  it('fires once while the call runs, shows it is busy, and fires again after', async () => {
    const call = deferred()
    const onPressedChange = vi.fn(() => call.promise)
    render(<FavoriteButton label="Favourite" pressed={false} onPressedChange={onPressedChange} />)
    const button = screen.getByRole('button', { name: 'Favourite' })

    // Three clicks in the same tick: React has not re-rendered in between.
    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
      fireEvent.click(button)
    })
    expect(onPressedChange).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('data-state', 'pending')
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull()

    await act(async () => call.resolve())
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull()
    fireEvent.click(button)
    expect(onPressedChange).toHaveBeenCalledTimes(2)
  })

  it('ends the pending state when the call fails', async () => {
    const call = deferred()
    const onPressedChange = vi.fn(() => call.promise)
    render(<FavoriteButton label="Favourite" pressed={false} onPressedChange={onPressedChange} />)
    const button = screen.getByRole('button')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    await act(async () => call.reject(new Error('You are not logged in')))
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('ignores clicks while pending from outside', () => {
    const onPressedChange = vi.fn()
    render(<FavoriteButton label="Favourite" pressed={false} pending onPressedChange={onPressedChange} />)
    const button = screen.getByRole('button')
    fireEvent.click(button)
    expect(onPressedChange).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('keeps focus while pending (aria-disabled, not disabled)', async () => {
    const call = deferred()
    const user = userEvent.setup()
    render(<FavoriteButton label="Favourite" pressed={false} onPressedChange={() => call.promise} />)
    const button = screen.getByRole('button')
    await user.click(button)
    expect(button).toHaveFocus()
    expect(button).toBeEnabled()
    await act(async () => call.resolve())
  })

  it("is a link for a visitor: a plain click asks for the favourite instead, a modified click is the browser's", async () => {
    const user = userEvent.setup()
    const onPressedChange = vi.fn()
    render(
      <FavoriteButton
        label="Sign in to save it as a favourite"
        pressed={false}
        onPressedChange={onPressedChange}
        signInHref="/signin?next=%2Fshop"
      />,
    )
    const link = screen.getByRole('link', { name: 'Sign in to save it as a favourite' })
    expect(link).toHaveAttribute('href', '/signin?next=%2Fshop')
    expect(link).not.toHaveAttribute('aria-pressed')
    await user.click(link)
    expect(onPressedChange).toHaveBeenCalledWith(true)
    // A click with a modifier opens the link (in a new tab): nothing is asked, and the browser's default runs.
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(modified)
    expect(modified.defaultPrevented).toBe(false)
    expect(onPressedChange).toHaveBeenCalledTimes(1)
  })
})
