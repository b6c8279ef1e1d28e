import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { createHydratedI18n } from './i18n.ts'

afterEach(() => Cookies.remove('i18next', { path: '/' }))

describe('the browser language of a server-rendered page', () => {
  it('starts with the texts the page used loaded from their files, and loads other namespaces of that language only', async () => {
    const i18n = await createHydratedI18n('ar', ['common'], 'ar')
    expect(i18n.language).toBe('ar')
    expect(i18n.t('nav.shop')).toBe('المتجر')
    expect(i18n.hasResourceBundle('ar', 'shop')).toBe(false)
    await i18n.loadNamespaces('shop')
    expect(i18n.t('tabs.car', { ns: 'shop' })).toBe('لوحات السيارات')
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false)
  })

  it("applies the vocabulary's words to the texts it loads, as the server's render did", async () => {
    const { allResources } = await import('./all-resources.ts')
    const i18n = await createHydratedI18n('en', ['common', 'shop', 'api'], null)
    expect(i18n.getResourceBundle('en', 'shop')).toEqual(allResources.en.shop)
    expect(i18n.getResourceBundle('en', 'common')).toEqual(allResources.en.common)
    expect(i18n.getResourceBundle('en', 'api')).toEqual(allResources.en.api)
  })

  it('keeps the language a shared link opened in (?lang=ar) in the cookie, and writes no cookie already right', async () => {
    Cookies.set('i18next', 'en', { path: '/' })
    await createHydratedI18n('ar', ['common'], 'en')
    expect(Cookies.get('i18next')).toBe('ar')
    Cookies.remove('i18next', { path: '/' })
    await createHydratedI18n('ar', ['common'], 'ar')
    expect(Cookies.get('i18next')).toBeUndefined()
    // A first visit in the default language: no cookie, and none needed.
    await createHydratedI18n('en', ['common'], null)
    expect(Cookies.get('i18next')).toBeUndefined()
  })

  it('switches language, direction and the i18next cookie together', async () => {
    const i18n = await createHydratedI18n('ar', ['common'], null)
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
