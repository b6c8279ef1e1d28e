import type { Decorator, Preview } from '@storybook/react-vite'
import { DirectionProvider } from '@radix-ui/react-direction'
import { configure } from 'storybook/test'
import '@raqam/ui/fonts.css'
import '@raqam/ui/tokens.css'
import '@raqam/ui/controls.css'

export type Locale = 'en' | 'ar'

// findBy…/waitFor give up after 1 s by default. On a fresh clone Vite compiles each screen's modules on
// first request while the journeys load the same two cores, so a lazy screen may take longer than that.
configure({ asyncUtilTimeout: 10_000 })

/**
 * The page language drives everything direction-dependent, as in the storefront:
 * `<html lang dir>` for CSS (`:dir()`, logical properties) and Radix's DirectionProvider
 * for keyboard navigation. Stories read `context.globals.locale` to pick their texts.
 */
const withLocale: Decorator = (Story, { globals }) => {
  const locale: Locale = globals.locale === 'ar' ? 'ar' : 'en'
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  // Set before React renders, so the very first paint (and screenshot) is already in the right direction.
  document.documentElement.lang = locale
  document.documentElement.dir = dir
  return (
    <DirectionProvider dir={dir}>
      <Story />
    </DirectionProvider>
  )
}

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Page language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (ltr)' },
          { value: 'ar', title: 'العربية (rtl)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    // Every story must pass axe: a violation fails its test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
}

export default preview
