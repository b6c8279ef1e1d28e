import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { allResources } from './all-resources.ts'
import { createHydratedI18n } from './i18n.ts'

afterEach(() => Cookies.remove('i18next', { path: '/' }))

describe('the browser language of a server-rendered page (SPEC §1)', () => {
  it('starts with the texts the page carried, and loads other namespaces of that language only', async () => {
    const i18n = createHydratedI18n('ar', { common: allResources.ar.common }, 'ar')
    expect(i18n.language).toBe('ar')
    expect(i18n.t('nav.shop')).toBe('المتجر')
    expect(i18n.hasResourceBundle('ar', 'shop')).toBe(false)
    await i18n.loadNamespaces('shop')
    expect(i18n.t('tabs.car', { ns: 'shop' })).toBe('لوحات السيارات')
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false)
  })

  it('keeps the language a shared link opened in (?lang=ar) in the cookie, and writes no cookie already right', () => {
    Cookies.set('i18next', 'en', { path: '/' })
    createHydratedI18n('ar', { common: allResources.ar.common }, 'en')
    expect(Cookies.get('i18next')).toBe('ar')
    Cookies.remove('i18next', { path: '/' })
    createHydratedI18n('ar', { common: allResources.ar.common }, 'ar')
    expect(Cookies.get('i18next')).toBeUndefined()
    // A first visit in the default language: no cookie, and none needed.
    createHydratedI18n('en', { common: allResources.en.common }, null)
    expect(Cookies.get('i18next')).toBeUndefined()
  })

  it('switches language, direction and the i18next cookie together', async () => {
    const i18n = createHydratedI18n('ar', { common: allResources.ar.common }, null)
    await i18n.changeLanguage('en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(Cookies.get('i18next')).toBe('en')
    expect(i18n.t('nav.shop')).toBe('Shop')
    await i18n.changeLanguage('ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(Cookies.get('i18next')).toBe('ar')
  })
})
