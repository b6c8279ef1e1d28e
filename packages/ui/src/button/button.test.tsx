import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Button, ButtonLink, ButtonWithFallback } from './button.tsx'

describe('Button', () => {
  it('is a plain button, so it never submits a form by accident', () => {
    render(<Button>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button')
  })

  it('while busy: shows the busy label, stays focusable and ignores clicks', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button busy busyLabel="Saving" onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Saving' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveFocus()
  })
})

describe('ButtonLink', () => {
  it("is the app's link, drawn as a button of its variant, keeping the link's own class and target", () => {
    render(
      <ButtonLink variant="secondary" link={<a href="#filters" className="own" />}>
        Filters
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Filters' })
    expect(link).toHaveAttribute('href', '#filters')
    expect(link).toHaveAttribute('data-variant', 'secondary')
    expect(link.className).toMatch(/own/)
    expect(link.className).toMatch(/button/)
  })
})

describe('ButtonWithFallback', () => {
  it('is its link in the server markup and while hydrating, then the button, without a mismatch', async () => {
    const onClick = vi.fn()
    const element = (
      <ButtonWithFallback fallbackLink={<a href="#filters" />} aria-haspopup="dialog" onClick={onClick}>
        Filters
      </ButtonWithFallback>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    document.body.append(container)
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute('href', '#filters')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: 'Filters' })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters' }))
    expect(onClick).toHaveBeenCalledOnce()
    container.remove()
  })
})
