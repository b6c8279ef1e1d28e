import { PAGE_SIZE } from '@raqam/listing-rules/limits'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetViewed, readViewed, rememberViewed, useRecentlyViewed } from './recently-viewed.ts'

const key = 'raqam:recently-viewed'

afterEach(() => localStorage.clear())

describe('the recently viewed listings of this device', () => {
  it('keeps the most recent first, moving a listing seen again to the front', () => {
    rememberViewed('a')
    rememberViewed('b')
    rememberViewed('c')
    rememberViewed('a')
    expect(readViewed()).toEqual(['a', 'c', 'b'])
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual(['a', 'c', 'b'])
  })

  it('holds one page of listings, forgetting the oldest', () => {
    for (let i = 0; i < PAGE_SIZE + 3; i++) rememberViewed(`listing-${i}`)
    const ids = readViewed()
    expect(ids).toHaveLength(PAGE_SIZE)
    expect(ids[0]).toBe(`listing-${PAGE_SIZE + 2}`)
    expect(ids).not.toContain('listing-2')
    expect(ids).toContain('listing-3')
  })

  it('reads whatever the device holds under its key without failing', () => {
    for (const raw of ['not json', '{"a":1}', '42', 'null']) {
      localStorage.setItem(key, raw)
      expect(readViewed(), raw).toEqual([])
    }
    localStorage.setItem(key, JSON.stringify(['x', 7, 'x', null, 'y']))
    expect(readViewed()).toEqual(['x', 'y'])
  })

  it('forgets them all', () => {
    rememberViewed('a')
    forgetViewed()
    expect(readViewed()).toEqual([])
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('re-renders a reader when a listing is remembered or the list forgotten', () => {
    function Reader() {
      return <output>{useRecentlyViewed().join(',') || 'none'}</output>
    }
    render(<Reader />)
    expect(screen.getByRole('status')).toHaveTextContent('none')
    act(() => rememberViewed('a'))
    act(() => rememberViewed('b'))
    expect(screen.getByRole('status')).toHaveTextContent('b,a')
    act(() => forgetViewed())
    expect(screen.getByRole('status')).toHaveTextContent('none')
  })

  it('hears another tab writing the list', () => {
    function Reader() {
      return <output>{useRecentlyViewed().join(',') || 'none'}</output>
    }
    render(<Reader />)
    act(() => {
      localStorage.setItem(key, JSON.stringify(['from-another-tab']))
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('from-another-tab')
  })
})
