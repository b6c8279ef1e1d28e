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
  it('loads nothing from Google until asked: the address, "Show map", and a link that works without script', () => {
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
    const show = screen.getByRole('link', { name: 'Show map (loads Google Maps)' })
    // Before the script runs, it is a link to the page drawn with the map.
    expect(show).toHaveAttribute('href', '?map=shown#office-map')
    await userEvent.click(show)
    const frame = screen.getByTitle('Map showing the Raqam office in Downtown Dubai')
    expect(frame).toHaveAttribute('src', 'https://maps.google.com/maps?q=25.1972,55.2744&z=15&output=embed')
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('link', { name: 'Show map (loads Google Maps)' })).toBeNull()
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('asks in Arabic on an Arabic page', () => {
    renderMap('ar')
    expect(screen.getByRole('link', { name: 'عرض الخريطة' })).toBeInTheDocument()
  })

  it('is drawn with the map when the address asks for it (?map=shown), keeping the rest of the address', () => {
    const { container } = render(
      <AppProviders route="/contact?lang=ar&map=shown">
        <OfficeMap address="Downtown Dubai, United Arab Emirates" location={location} />
      </AppProviders>,
    )
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
    expect(screen.queryByRole('link', { name: /Show map|عرض الخريطة/ })).toBeNull()
  })

  it('keeps the rest of the address in its link', () => {
    render(
      <AppProviders route="/contact?lang=ar" language="ar">
        <OfficeMap address="Downtown Dubai, United Arab Emirates" location={location} />
      </AppProviders>,
    )
    expect(screen.getByRole('link', { name: 'عرض الخريطة' })).toHaveAttribute('href', '?lang=ar&map=shown#office-map')
  })
})
