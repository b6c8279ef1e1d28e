import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withAppProviders } from '#testing/with-app-providers.tsx'
import { HeroArt } from './hero-art.tsx'

const meta = {
  title: 'Web/Home/Hero Art',
  decorators: [withAppProviders],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The picture scales with its slide: a phone's slide and a desktop's. */
const widths = ['10rem', '22.5rem']

/**
 * The three slides' pictures at a phone's and a desktop's width. The phone number stays inside the
 * drawn phone's screen and reads left to right, on Arabic pages too; the price tag writes the
 * currency as the page's language does.
 */
export const Slides: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {widths.map((width) => (
        <div key={width} style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
          {(['plates', 'numbers', 'sell'] as const).map((slide) => (
            <div key={slide} style={{ inlineSize: width }} data-slide={slide}>
              <HeroArt slide={slide} />
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    await document.fonts.ready
    for (const tag of canvasElement.querySelectorAll('[data-part="currency"]')) {
      await expect(tag).toHaveTextContent(globals.locale === 'ar' ? 'درهم' : 'AED')
    }
    const phones = canvasElement.querySelectorAll('[data-slide="numbers"] svg')
    await expect(phones).toHaveLength(widths.length)
    for (const phone of phones) {
      const screen = phone.querySelector<SVGRectElement>('[data-part="screen"]')!.getBBox()
      const number = phone.querySelector<SVGTextElement>('[data-part="number"]')!
      const box = number.getBBox()
      await expect(box.x).toBeGreaterThanOrEqual(screen.x)
      await expect(box.x + box.width).toBeLessThanOrEqual(screen.x + screen.width)
      // "888 8888": the group of three is drawn left of the group of four.
      await expect(number.getStartPositionOfChar(0).x).toBeLessThan(number.getStartPositionOfChar(4).x)
    }
  },
}
