import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { OfficeMap } from './office-map.tsx'

const location = { lat: 25.1972, lon: 55.2744 }

function renderMap(language: 'en' | 'ar' = 'en') {
  return render(
    <AppProviders language={language}>
      <OfficeMap address="Downtown Dubai, United Arab Emirates" location={location} />
    </AppProviders>,
  )
}

describe('the office map', () => {
  it('loads nothing from Google until asked: the address, a button, and a link that works without script', () => {
    const { container } = renderMap()
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('Downtown Dubai, United Arab Emirates')).toBeVisible()
    expect(screen.getByText('The map comes from Google Maps and loads only when you ask for it.')).toBeVisible()
    const link = screen.getByRole('link', { name: /^Open the map in Google Maps/ })
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=25.1972,55.2744')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('loads the map when asked, and gives it the focus the button had', async () => {
    const { container } = renderMap()
    await userEvent.click(screen.getByRole('button', { name: 'Show map (loads Google Maps)' }))
    const frame = screen.getByTitle('Map showing the Raqam office in Downtown Dubai')
    expect(frame).toHaveAttribute('src', 'https://maps.google.com/maps?q=25.1972,55.2744&z=15&output=embed')
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('asks in Arabic on an Arabic page', () => {
    renderMap('ar')
    expect(screen.getByRole('button', { name: 'عرض الخريطة' })).toBeInTheDocument()
  })
})
