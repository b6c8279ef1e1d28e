import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from './i18n.ts'
import { readLanguageCookie } from './languages.ts'

afterEach(() => Cookies.remove('i18next', { path: '/' }))

describe('createI18n (SPEC §1)', () => {
  it('loads the selected language only, and sets <html lang dir>', async () => {
    const i18n = await createI18n('ar')
    expect(i18n.language).toBe('ar')
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false)
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(i18n.t('nav.shop')).toBe('المتجر')
  })

  it('switches language, direction and the i18next cookie together', async () => {
    const i18n = await createI18n('ar', ['shop'])
    await i18n.changeLanguage('en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(Cookies.get('i18next')).toBe('en')
    expect(i18n.t('tabs.car', { ns: 'shop' })).toBe('License Plates')
  })

  it('starts in English without a cookie, and in the stored language with one', () => {
    expect(readLanguageCookie()).toBe('en')
    Cookies.set('i18next', 'ar', { path: '/' })
    expect(readLanguageCookie()).toBe('ar')
    Cookies.set('i18next', 'fr', { path: '/' })
    expect(readLanguageCookie()).toBe('en')
  })
})
