import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubBrowserApis } from '#testing/browser-stubs.ts'
import { createFakeApi, type FakeRoutes } from '#testing/fake-api.ts'
import { demoCarListing, demoCustomer, reportRoutes } from '#testing/fixtures.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { ReportControl, reportSearch, type ReportTarget } from './report-control.tsx'

const listingTarget = { listingId: demoCarListing._id }

function Search() {
  return <code data-testid="search">{useLocation().search}</code>
}

function show(options: { routes?: FakeRoutes; route?: string; language?: 'en' | 'ar'; target?: ReportTarget } = {}) {
  const fake = createFakeApi(options.routes)
  render(
    <AppProviders api={fake.api} route={options.route ?? '/details/car/1'} language={options.language}>
      <ReportControl target={options.target ?? listingTarget} />
      <Search />
    </AppProviders>,
  )
  return fake
}

beforeEach(stubBrowserApis)

describe('reportSearch', () => {
  it('opens and closes the form through ?report=1, keeping the other parameters', () => {
    expect(reportSearch(new URLSearchParams('page=2'), true)).toBe('?page=2&report=1')
    expect(reportSearch(new URLSearchParams('page=2&report=1'), false)).toBe('?page=2')
    expect(reportSearch(new URLSearchParams('report=1'), false)).toBe('')
  })
})

describe('the report control', () => {
  it('is a link to the same page with the form open, kept from crawlers', () => {
    show({ route: '/profile/42?page=2', target: { sellerId: '42' } })
    const link = screen.getByRole('link', { name: 'Report this seller' })
    expect(link).toHaveAttribute('href', '/profile/42?page=2&report=1')
    expect(link).toHaveAttribute('rel', 'nofollow')
  })

  it('opens in place, with the focus on its heading, and Cancel brings the focus back to the link', async () => {
    show()
    await userEvent.click(screen.getByRole('link', { name: 'Report this listing' }))
    const form = screen.getByRole('region', { name: 'Report this listing' })
    expect(screen.getByRole('heading', { name: 'Report this listing' })).toHaveFocus()
    expect(within(form).getAllByRole('radio')).toHaveLength(7)
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }))
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByRole('link', { name: 'Report this listing' })).toHaveFocus()
  })

  it('asks for a reason before anything is sent', async () => {
    const fake = show({ route: '/details/car/1?report=1' })
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what is wrong.')
    expect(screen.getAllByRole('radio')[0]).toHaveFocus()
    expect(fake.calls).toEqual([])
  })

  it('sends the reason and the note, then thanks in the page language and offers to close', async () => {
    const fake = show({
      route: '/details/car/1?report=1',
      routes: { 'POST /reports': reportRoutes.thanks },
      language: 'ar',
    })
    await userEvent.click(screen.getByRole('radio', { name: 'احتيال أو انتحال شخصية' }))
    await userEvent.type(screen.getByRole('textbox'), '  Same plate, two sellers  ')
    // The count of what was typed, spaces included, and the limit: numbers kept in their reading order.
    expect(screen.getByText(/حرف$/).textContent).toBe('\u206627\u2069 من \u20661,000\u2069 حرف')
    await userEvent.click(screen.getByRole('button', { name: 'إرسال البلاغ' }))
    const thanks = await screen.findByRole('status')
    expect(thanks).toHaveTextContent('سيطّلع عليه فريق الإشراف')
    expect(screen.getByRole('heading', { name: 'شكرًا على بلاغك' })).toHaveFocus()
    expect(JSON.parse(fake.calls[0]!.body)).toEqual({
      listingId: demoCarListing._id,
      reason: 'scam',
      note: 'Same plate, two sellers',
    })
    await userEvent.click(within(thanks).getByRole('link', { name: 'إغلاق' }))
    expect(screen.getByTestId('search')).toBeEmptyDOMElement()
  })

  it('says an earlier report in words under the form, keeping the choice and the note', async () => {
    show({ route: '/details/car/1?report=1', routes: { 'POST /reports': reportRoutes.alreadyReported } })
    await userEvent.click(screen.getByRole('radio', { name: 'Already sold' }))
    await userEvent.type(screen.getByRole('textbox'), 'Sold last week')
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reported this. Our moderators will look at it.',
    )
    expect(screen.getByRole('radio', { name: 'Already sold' })).toBeChecked()
    expect(screen.getByRole('textbox')).toHaveValue('Sold last week')
  })

  it('says how long to wait after too many reports, in Arabic', async () => {
    show({
      route: '/details/car/1?report=1',
      routes: { 'POST /reports': reportRoutes.tooManyReports },
      language: 'ar',
      target: { sellerId: demoCustomer._id },
    })
    await userEvent.click(screen.getByRole('radio', { name: 'سبب آخر' }))
    await userEvent.click(screen.getByRole('button', { name: 'إرسال البلاغ' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('30 دقيقة'))
  })

  it('renders open on the server, its send button waiting for the script', () => {
    const html = renderToString(
      <AppProviders route="/details/car/1?report=1">
        <ReportControl target={listingTarget} />
      </AppProviders>,
    )
    expect(html).toContain('Report this listing')
    expect(html).toMatch(/<button disabled="" type="submit"/)
    expect(html).toContain('<noscript>')
  })
})
