import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '#button/button.tsx'
import { Dialog, type DialogProps } from './dialog.tsx'

const labels = { cancel: 'Cancel', save: 'Save', saving: 'Saving', close: 'Close' }

function Harness(props: Partial<DialogProps> & { onOpenChangeSpy?: (open: boolean) => void }) {
  const { onOpenChangeSpy, ...rest } = props
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add product</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChangeSpy?.(next)
          setOpen(next)
        }}
        title="New product"
        labels={labels}
        onSave={() => {}}
        {...rest}
      >
        <label>
          Title <input name="title" />
        </label>
      </Dialog>
    </>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  const spy = vi.fn()
  const onSave = vi.fn()
  render(<Harness onOpenChangeSpy={spy} onSave={onSave} />)
  const opener = screen.getByRole('button', { name: 'Add product' })
  await user.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'New product' })
  return { user, spy, onSave, opener, dialog }
}

describe('Dialog', () => {
  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { user, spy, opener } = await openDialog()
    await user.keyboard('{Escape}')
    expect(spy).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes on a click on the overlay', async () => {
    const { user, spy } = await openDialog()
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!
    await user.click(overlay)
    expect(spy).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Cancel and on the close button', async () => {
    const { user, spy } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Add product' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(spy.mock.calls).toEqual([[false], [false]])
  })

  it('stays open on a click inside', async () => {
    const { user, spy } = await openDialog()
    await user.click(screen.getByRole('textbox', { name: 'Title' }))
    expect(spy).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('keeps focus inside while open', async () => {
    const { user, dialog } = await openDialog()
    for (let step = 0; step < 6; step++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('saves on Save and on Enter in a field', async () => {
    const { user, onSave } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Plate{Enter}')
    expect(onSave).toHaveBeenCalledTimes(2)
  })

  it('shows "Saving" while busy and does not save twice', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn()
    render(
      <Dialog open onOpenChange={() => {}} title="New product" labels={labels} onSave={onSave} saving>
        <input aria-label="Title" />
      </Dialog>,
    )
    const save = screen.getByRole('button', { name: 'Saving' })
    expect(save).toHaveAttribute('aria-busy', 'true')
    await user.click(save)
    await act(async () => {
      await user.type(screen.getByRole('textbox', { name: 'Title' }), '{Enter}')
    })
    expect(onSave).not.toHaveBeenCalled()
  })
})
