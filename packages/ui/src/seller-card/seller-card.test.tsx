import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SellerCard } from './seller-card.tsx'

const labels = { email: 'E-mail', phone: 'Phone' }

describe('SellerCard', () => {
  it('shows the seller, contact links and the app’s profile link', () => {
    render(
      <SellerCard
        username="Ahmed Al Mansoori"
        email="ahmed@example.com"
        phone="+971 50 123 4567"
        labels={labels}
        profileLink={<a href="/profile/42" />}
        profileLabel="Show Profile"
      />,
    )
    expect(screen.getByRole('region', { name: 'Ahmed Al Mansoori' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ahmed@example.com' })).toHaveAttribute('href', 'mailto:ahmed@example.com')
    expect(screen.getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567')
    expect(screen.getByRole('link', { name: 'Show Profile' })).toHaveAttribute('href', '/profile/42')
  })

  it('falls back to the initials without a picture, and when the picture fails', () => {
    const { container, rerender } = render(<SellerCard username="Ahmed Al Mansoori" labels={labels} />)
    const avatar = () => container.querySelector('[data-slot="avatar"]')!
    expect(avatar()).toHaveTextContent('AM')
    rerender(<SellerCard username="Ahmed Al Mansoori" avatarSrc="/broken.png" labels={labels} />)
    const image = avatar().querySelector('img')!
    expect(image).toHaveAttribute('src', '/broken.png')
    fireEvent.error(image)
    expect(avatar().querySelector('img')).toBeNull()
    expect(avatar()).toHaveTextContent('AM')
  })

  it('takes Arabic initials from the first and last words', () => {
    const { container } = render(<SellerCard username="محمد بن راشد" labels={labels} />)
    expect(container.querySelector('[data-slot="avatar"]')).toHaveTextContent('مر')
  })
})
