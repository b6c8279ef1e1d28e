import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RadioList } from './radio-list.tsx'

const options = [
  { value: 'sold', label: 'Already sold' },
  { value: 'scam', label: 'Scam', hint: 'Somebody pretends to be somebody else.' },
] as const

describe('RadioList', () => {
  it('is a group named by its legend, each radio named by its words and described by its hint', () => {
    render(<RadioList legend="What is wrong?" name="reason" options={options} />)
    const group = screen.getByRole('group', { name: 'What is wrong?' })
    const [sold, scam] = within(group).getAllByRole('radio')
    expect(sold).toHaveAccessibleName('Already sold')
    expect(sold).toHaveAttribute('name', 'reason')
    expect(sold).not.toBeChecked()
    expect(scam).toHaveAccessibleName(/^Scam/)
    expect(scam).toHaveAccessibleDescription('Somebody pretends to be somebody else.')
  })

  it('left uncontrolled, a form reads the choice from its data', async () => {
    const user = userEvent.setup()
    render(
      <form aria-label="Report">
        <RadioList legend="What is wrong?" name="reason" options={options} defaultValue="sold" />
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Report' }) as HTMLFormElement
    expect(new FormData(form).get('reason')).toBe('sold')
    await user.click(screen.getByRole('radio', { name: /Scam/ }))
    expect(new FormData(form).get('reason')).toBe('scam')
  })

  it('controlled, reports each choice; an error marks the radios and is announced', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <RadioList
        legend="What is wrong?"
        name="reason"
        options={options}
        value={null}
        onChange={onChange}
        error="Choose one"
      />,
    )
    await user.click(screen.getByRole('radio', { name: 'Already sold' }))
    expect(onChange).toHaveBeenCalledWith('sold')
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one')
    expect(screen.getByRole('radio', { name: 'Already sold' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose one')
  })
})
