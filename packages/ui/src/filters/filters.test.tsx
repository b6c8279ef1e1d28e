import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  CheckFilter,
  CityFilter,
  CodeFilter,
  DigitCountFilter,
  FilterBar,
  KeywordFilter,
  OperatorFilter,
  PrefixFilter,
  PriceRangeFilter,
  SortFilter,
} from './filters.tsx'

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)

describe('CodeFilter', () => {
  it('is disabled, with a hint, until a city is chosen', () => {
    render(
      <CodeFilter
        label="Code"
        anyLabel="Any"
        chooseCityHint="Choose a city first"
        city={null}
        value={null}
        onChange={() => {}}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Code' })
    expect(select).toBeDisabled()
    expect(select).toHaveAccessibleDescription('Choose a city first')
  })

  it('offers the codes of the chosen city', () => {
    const { rerender } = render(
      <CodeFilter label="Code" anyLabel="Any" city="sharjah" value={null} onChange={() => {}} />,
    )
    expect(options(screen.getByRole('combobox'))).toEqual(['', '1', '2', '3', '4'])
    rerender(<CodeFilter label="Code" anyLabel="Any" city="abu-dhabi" value={null} onChange={() => {}} />)
    expect(options(screen.getByRole('combobox')).slice(-3)).toEqual(['20', '21', '50'])
    rerender(<CodeFilter label="Code" anyLabel="Any" city="dubai" value={null} onChange={() => {}} />)
    expect(options(screen.getByRole('combobox')).slice(-6)).toEqual(['Z', 'AA', 'BB', 'CC', 'DD', 'EE'])
  })

  it('shows a code the city does not issue as "any", and reports choices', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<CodeFilter label="Code" anyLabel="Any" city="sharjah" value="AA" onChange={onChange} />)
    const select = screen.getByRole('combobox')
    expect(select).toHaveValue('')
    await user.selectOptions(select, '3')
    await user.selectOptions(select, '')
    expect(onChange.mock.calls).toEqual([['3'], [null]])
  })
})

describe('DigitCountFilter', () => {
  it('offers any (sent empty) and 1 to 5, and reports null for any', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<DigitCountFilter label="Digits" anyLabel="Any" value="3" onChange={onChange} />)
    const group = screen.getByRole('radiogroup', { name: 'Digits' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', '1', '2', '3', '4', '5'])
    expect(within(group).getByRole('radio', { name: '3' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: 'Any' }))
    await user.click(within(group).getByRole('radio', { name: '5' }))
    expect(onChange.mock.calls).toEqual([[null], ['5']])
  })
})

describe('OperatorFilter, PrefixFilter and SortFilter', () => {
  it('offer the operators, prefixes and orders', () => {
    render(
      <>
        <OperatorFilter
          label="Operator"
          anyLabel="Any"
          operatorLabels={{ du: 'du', eand: 'e&' }}
          value={null}
          onChange={() => {}}
        />
        <PrefixFilter label="Prefix" anyLabel="Any" value={null} onChange={() => {}} />
        <SortFilter
          label="Sort"
          orderLabels={{ newPrice: 'Low to high', '-newPrice': 'High to low' }}
          value="newPrice"
          onChange={() => {}}
        />
      </>,
    )
    const operator = screen.getByRole('radiogroup', { name: 'Operator' })
    expect(
      within(operator)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', 'du', 'eand'])
    expect(options(screen.getByRole('combobox', { name: 'Prefix' }))).toEqual([
      '',
      '050',
      '052',
      '054',
      '055',
      '056',
      '058',
    ])
    expect(options(screen.getByRole('combobox', { name: 'Sort' }))).toEqual(['newPrice', '-newPrice'])
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('newPrice')
  })
})

describe('CheckFilter', () => {
  it('is a named checkbox that reports its state and sends its name as `true` in a plain form', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = render(
      <form aria-label="Filters">
        <CheckFilter label="Verified owners only" name="verified" checked={false} onChange={onChange} />
      </form>,
    )
    const box = screen.getByRole('checkbox', { name: 'Verified owners only' })
    expect(box).not.toBeChecked()
    await user.click(box)
    expect(onChange).toHaveBeenCalledWith(true)
    rerender(
      <form aria-label="Filters">
        <CheckFilter label="Verified owners only" name="verified" checked onChange={onChange} />
      </form>,
    )
    expect(box).toBeChecked()
    expect([...new FormData(screen.getByRole('form') as HTMLFormElement)]).toEqual([['verified', 'true']])
    await user.click(box)
    expect(onChange).toHaveBeenLastCalledWith(false)
  })
})

describe('FilterBar as a plain form', () => {
  const bar = (
    <FilterBar
      label="Filter plates"
      method="get"
      action="/shop"
      submitLabel="Show results"
      resetLabel="Clear filters"
      resetLink={<a href="/shop" />}
    >
      <KeywordFilter label="Keyword" name="keyword" value="" onChange={() => {}} />
      <CityFilter
        label="City"
        name="city"
        anyLabel="All cities"
        cityLabels={{
          'abu-dhabi': 'Abu Dhabi',
          dubai: 'Dubai',
          sharjah: 'Sharjah',
          ajman: 'Ajman',
          'umm-al-quwain': 'Umm Al Quwain',
          'ras-al-khaimah': 'Ras Al Khaimah',
          fujairah: 'Fujairah',
        }}
        value="dubai"
        onChange={() => {}}
      />
      <CodeFilter label="Code" name="code" anyLabel="Any" city="dubai" value={null} onChange={() => {}} />
      <DigitCountFilter label="Digits" name="digit" anyLabel="Any" value="3" onChange={() => {}} />
      <PriceRangeFilter
        label="Price"
        minLabel="From"
        maxLabel="To"
        minName="minPrice"
        maxName="maxPrice"
        min={1000}
        max={null}
        onChange={() => {}}
        notAmountMessage="Type an amount"
        reversedMessage="Reversed"
      />
      <SortFilter
        label="Sort"
        name="sort"
        anyLabel="Newest"
        orderLabels={{ newPrice: 'Low', '-newPrice': 'High' }}
        value={null}
        onChange={() => {}}
      />
    </FilterBar>
  )

  it('sends every field under its URL key, the untouched ones empty', () => {
    render(bar)
    const form = screen.getByRole('search', { name: 'Filter plates' }) as HTMLFormElement
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/shop')
    expect([...new FormData(form)]).toEqual([
      ['keyword', ''],
      ['city', 'dubai'],
      ['code', ''],
      ['digit', '3'],
      ['minPrice', '1000'],
      ['maxPrice', ''],
      ['sort', ''],
    ])
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/shop')
  })

  it('has a submit button in the server markup, which goes once the page hydrates, without a mismatch', async () => {
    const html = renderToString(bar)
    expect(html).toContain('type="submit"')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    expect(within(container).getByRole('button', { name: 'Show results' })).toHaveAttribute('type', 'submit')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, bar, { onRecoverableError: recoverable })
    })
    expect(within(container).queryByRole('button', { name: 'Show results' })).toBeNull()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    container.remove()
  })

  it('stays on the page when sent once the script runs (the fields have applied as they changed)', () => {
    render(bar)
    const event = new Event('submit', { bubbles: true, cancelable: true })
    screen.getByRole('search').dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})

describe('PriceRangeFilter', () => {
  it('shows what a form sent without script carried in a box that is not an amount, with its message', () => {
    render(
      <PriceRangeFilter
        label="Price"
        minLabel="From"
        maxLabel="To"
        min={null}
        max={2000}
        sentText={{ min: 'abc', max: null }}
        onChange={() => {}}
        notAmountMessage="Type an amount in AED"
        reversedMessage="Reversed"
      />,
    )
    const from = screen.getByRole('textbox', { name: 'From' })
    expect(from).toHaveValue('abc')
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveAccessibleDescription('Type an amount in AED')
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('2000')
    expect(screen.getByRole('textbox', { name: 'To' })).not.toHaveAttribute('aria-invalid')
  })
})
