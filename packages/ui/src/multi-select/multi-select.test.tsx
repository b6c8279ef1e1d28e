import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MultiSelectField, type MultiSelectOption } from './multi-select.tsx'

type Shape = 'mirror' | 'round' | 'ascending'
const options: MultiSelectOption<Shape>[] = [
  { value: 'mirror', label: 'Mirror', hint: '121, 1221' },
  { value: 'round', label: 'Round number' },
  { value: 'ascending', label: 'Ascending run' },
]

function Controlled({ initial = [], onChange }: { initial?: Shape[]; onChange?: (value: Shape[]) => void }) {
  const [value, setValue] = useState<Shape[]>(initial)
  return (
    <>
      <MultiSelectField
        label="Patterns"
        anyLabel="Any pattern"
        countLabel={(count) => `${count} patterns`}
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
      <button type="button">After</button>
    </>
  )
}

describe('MultiSelectField', () => {
  it('names the choice on a collapsed button: any, the one name, or a count', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    const button = screen.getByRole('button', { name: 'Patterns Any pattern' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Not even hidden: closed checkboxes would still answer to their names (e.g. a "Prefix" label search).
    expect(screen.queryAllByRole('checkbox', { hidden: true })).toHaveLength(0)
    expect(button).not.toHaveAttribute('aria-controls')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const group = screen.getByRole('group', { name: 'Patterns' })
    expect(button).toHaveAttribute('aria-controls', group.id)
    await user.click(within(group).getByRole('checkbox', { name: 'Ascending run' }))
    expect(button).toHaveAccessibleName('Patterns Ascending run')
    await user.click(within(group).getByRole('checkbox', { name: 'Mirror' }))
    expect(button).toHaveAccessibleName('Patterns 2 patterns')
  })

  it('reports every choice in the order of the options, and unchecks', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled initial={['round']} onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: /Patterns/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Ascending run' }))
    await user.click(screen.getByRole('checkbox', { name: 'Mirror' }))
    await user.click(screen.getByRole('checkbox', { name: 'Round number' }))
    expect(onChange.mock.calls).toEqual([
      [['round', 'ascending']],
      [['mirror', 'round', 'ascending']],
      [['mirror', 'ascending']],
    ])
  })

  it('works from the keyboard: Space checks, Escape closes and focuses the button, Tab away closes', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    const button = screen.getByRole('button', { name: /Patterns/ })
    button.focus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Mirror' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Mirror' })).toBeChecked()
    await user.keyboard('{Escape}')
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{Enter}')
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on a click outside, not on one inside', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    const button = screen.getByRole('button', { name: /Patterns/ })
    await user.click(button)
    await user.click(screen.getByText('Round number'))
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(document.body)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('describes a checkbox by its hint, and ignores values that are not options', () => {
    render(
      <MultiSelectField
        label="Patterns"
        anyLabel="Any pattern"
        countLabel={(count) => `${count} patterns`}
        options={options}
        value={['mirror', 'nonsense' as Shape]}
        onChange={() => {}}
        defaultOpen
      />,
    )
    expect(screen.getByRole('checkbox', { name: 'Mirror' })).toHaveAccessibleDescription('121, 1221')
    expect(screen.getByRole('button')).toHaveAccessibleName('Patterns Mirror')
  })

  it('named, goes with a plain form: the chosen values as hidden inputs while closed, the checkboxes while open', async () => {
    const user = userEvent.setup()
    render(
      <form aria-label="Filters">
        <MultiSelectField
          label="Patterns"
          name="pattern"
          anyLabel="Any pattern"
          countLabel={(count) => `${count} patterns`}
          options={options}
          value={['mirror', 'ascending']}
          onChange={() => {}}
        />
      </form>,
    )
    const form = screen.getByRole('form') as HTMLFormElement
    expect([...new FormData(form)]).toEqual([
      ['pattern', 'mirror'],
      ['pattern', 'ascending'],
    ])
    await user.click(screen.getByRole('button', { name: 'Patterns 2 patterns' }))
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(0)
    expect([...new FormData(form)]).toEqual([
      ['pattern', 'mirror'],
      ['pattern', 'ascending'],
    ])
  })
})
