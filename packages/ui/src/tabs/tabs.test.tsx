import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RouteTabs, Tabs } from './tabs.tsx'

describe('Tabs', () => {
  const items = [
    { value: 'car', label: 'License Plates', content: <p>Car plates</p> },
    { value: 'motorcycle', label: 'Motorcycle Plates', content: <p>Motorcycle plates</p> },
    { value: 'mobile', label: 'Mobile Numbers', content: <p>Mobile numbers</p> },
  ]

  it('shows the first tab, and moves with the arrow keys', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Tabs items={items} label="Categories" onValueChange={onValueChange} />)
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'License Plates' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Car plates')
    await user.click(screen.getByRole('tab', { name: 'License Plates' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Motorcycle Plates' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Motorcycle plates')
    expect(onValueChange).toHaveBeenLastCalledWith('motorcycle')
  })
})

describe('RouteTabs', () => {
  const items = [
    { value: '/shop', label: 'License Plates', link: <a href="/shop" /> },
    { value: '/shop/motorcycle', label: 'Motorcycle Plates', link: <a href="/shop/motorcycle" /> },
    { value: '/shop/mobile', label: 'Mobile Numbers', link: <a href="/shop/mobile" /> },
  ]

  it('renders the app’s links as tabs, the current route selected, its content as the panel', () => {
    render(
      <RouteTabs items={items} label="Categories" value="/shop/mobile">
        <p>Mobile numbers</p>
      </RouteTabs>,
    )
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => [tab.tagName, tab.getAttribute('href'), tab.getAttribute('aria-selected')])).toEqual([
      ['A', '/shop', 'false'],
      ['A', '/shop/motorcycle', 'false'],
      ['A', '/shop/mobile', 'true'],
    ])
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent('Mobile numbers')
    expect(panel).toHaveAttribute('aria-labelledby', tabs[2]!.id)
  })

  it('moves focus with the arrow keys without changing the route (manual activation)', async () => {
    const user = userEvent.setup()
    render(
      <RouteTabs items={items} label="Categories" value="/shop">
        <p>Car plates</p>
      </RouteTabs>,
    )
    await user.tab()
    expect(screen.getByRole('tab', { name: 'License Plates' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Motorcycle Plates' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'License Plates' })).toHaveAttribute('aria-selected', 'true')
  })
})
