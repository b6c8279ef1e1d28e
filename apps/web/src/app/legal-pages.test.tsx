import { createQueryClient } from '@raqam/api/query-client'
import { legalDocuments } from '@raqam/legal/documents'
import { legalVersions, type LegalDocumentId } from '@raqam/legal/versions'
import { formatDay } from '@raqam/text/dates'
import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Language } from '#i18n/languages.ts'
import { headOf } from '#lib/page-head.ts'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { createFakeApi } from '#testing/fake-api.ts'
import { browserRouteContext } from '#testing/route-context.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { createRoutes } from './router.tsx'

beforeEach(stubBrowserApis)

const pages: [string, LegalDocumentId][] = [
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/refund-policy', 'refunds'],
]

/** The real route table at `path`, in `language`, once its screen has rendered. */
async function visit(path: string, language: Language) {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } })
  const { api } = createFakeApi()
  const router = createMemoryRouter(createRoutes(browserRouteContext(queryClient, api, language)), {
    initialEntries: [path],
  })
  render(
    <AppProviders language={language} queryClient={queryClient} api={api} withoutRouter>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeNull(), { timeout: 20_000 })
  return router
}

describe.each(['en', 'ar'] as const)('the legal pages, in %s', (language) => {
  it.each(pages)('%s shows its document, its version and date, and contents linking each section', async (path, id) => {
    const document = legalDocuments[id][language]
    const router = await visit(path, language)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(document.title)
    const { version, date } = legalVersions[id]
    const versionLine = screen.getByText(new RegExp(`${formatDay(date, language)}$`))
    expect(versionLine.textContent).toContain(version)

    const contents = screen.getByRole('navigation', { name: language === 'ar' ? 'المحتويات' : 'Contents' })
    const links = within(contents).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(document.sections.map((section) => section.heading))
    for (const [index, section] of document.sections.entries()) {
      expect(links[index]).toHaveAttribute('href', `#${section.id}`)
      // The link's target is the section's heading.
      expect(window.document.getElementById(section.id)).toBe(
        within(screen.getByRole('main')).getByRole('heading', { level: 2, name: section.heading }),
      )
    }

    const head = headOf(router.state.matches.at(-1)?.route.handle)
    expect(head?.({ language } as Parameters<NonNullable<typeof head>>[0])).toEqual({
      title: document.title,
      description: document.summary,
    })
  })
})

describe('the title after a navigation in place', () => {
  it.each(['en', 'ar'] as const)(
    'names the page that is open, not the one the visit began on (%s)',
    async (language) => {
      const router = await visit('/terms', language)
      const terms = legalDocuments.terms[language]
      const brand = language === 'ar' ? 'رقم' : 'Raqam'
      await waitFor(() => expect(window.document.title).toBe(`${terms.title} | ${brand}`))
      await router.navigate('/privacy')
      await waitFor(() => expect(window.document.title).toBe(`${legalDocuments.privacy[language].title} | ${brand}`))
    },
  )
})
