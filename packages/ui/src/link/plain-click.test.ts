import { describe, expect, it } from 'vitest'
import { isPlainClick } from './plain-click.ts'

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

describe('isPlainClick', () => {
  it('is a main-button click with no modifier', () => {
    expect(isPlainClick(click)).toBe(true)
  })

  it('leaves a new tab, a new window, a download and the other buttons to the browser', () => {
    for (const modified of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { button: 2 },
    ]) {
      expect(isPlainClick({ ...click, ...modified }), JSON.stringify(modified)).toBe(false)
    }
  })
})
