import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '#i18n/languages.ts'
import { createFakeApi, type FakeApi, type FakeRoutes } from '#testing/fake-api.ts'
import { AppProviders } from '#testing/with-app-providers.tsx'
import { PublishListingDialog } from './publish-listing-dialog.tsx'

const created: FakeRoutes = { 'POST /product': { status: 201, body: { message: 'Created' } } }

function open({
  isOrder = false,
  language = 'en',
  routes = created,
}: { isOrder?: boolean; language?: Language; routes?: FakeRoutes } = {}) {
  const fake: FakeApi = createFakeApi(routes)
  const onOpenChange = vi.fn()
  render(
    <AppProviders api={fake.api} language={language}>
      <PublishListingDialog open onOpenChange={onOpenChange} isOrder={isOrder} />
    </AppProviders>,
  )
  const dialog = screen.getByRole('dialog')
  return { fake, onOpenChange, dialog, field: (name: string) => within(dialog).getByLabelText(name, { exact: true }) }
}

const posts = (fake: FakeApi) => fake.calls.filter((call) => call.method === 'POST' && call.path === '/product')

beforeEach(() => {
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => vi.restoreAllMocks())

describe('the live preview', () => {
  it('draws the plate as it is typed, named by what it shows', async () => {
    const { dialog, field } = open()
    expect(within(dialog).getByText('Choose a city to see your plate here.')).toBeVisible()
    await userEvent.selectOptions(field('City'), 'dubai')
    expect(within(dialog).getByRole('img', { name: 'Preview: Dubai plate' })).toBeInTheDocument()
    await userEvent.selectOptions(field('Code'), 'AA')
    await userEvent.type(field('Number'), '123')
    expect(within(dialog).getByRole('img', { name: 'Preview: Dubai plate AA 123' })).toBeInTheDocument()
    await userEvent.type(field('Number'), '45')
    const plate = within(dialog).getByRole('img', { name: 'Preview: Dubai plate AA 12345' })
    expect(plate.tagName).toBe('svg')
    expect(plate).toHaveTextContent('12345')
  })

  it('offers the style and size choice of the detail page; a motorcycle plate has one size', async () => {
    const { dialog, field } = open()
    await userEvent.selectOptions(field('City'), 'abu-dhabi')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Mini' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Type 2' }))
    expect(within(dialog).getByRole('img', { name: /^Preview: Abu Dhabi plate/ })).toHaveAttribute(
      'viewBox',
      '0 0 340 145',
    )
    await userEvent.selectOptions(field('Category'), 'motorcycle')
    expect(within(dialog).queryByRole('radiogroup', { name: 'Plate size' })).toBeNull()
    expect(within(dialog).getByRole('img', { name: 'Preview: Abu Dhabi motorcycle plate' })).toHaveAttribute(
      'viewBox',
      '0 0 250 125',
    )
  })

  it('shows the mobile number grouped, with its operator', async () => {
    const { dialog, field } = open()
    await userEvent.selectOptions(field('Category'), 'mobile')
    await userEvent.type(field('Number'), '0551234567')
    expect(within(dialog).getByRole('img', { name: 'Preview: mobile number 055 123 4567' })).toBeInTheDocument()
    await userEvent.selectOptions(field('Operator'), 'du')
    expect(within(dialog).getByRole('img', { name: 'Preview: du number 055 123 4567' })).toBeInTheDocument()
  })

  it('shows the pattern badges once the number is valid, and only then', async () => {
    const { dialog, field } = open()
    await userEvent.type(field('Number'), '1232')
    expect(within(dialog).queryByRole('list', { name: 'Number patterns' })).toBeNull()
    await userEvent.type(field('Number'), '1')
    const badges = within(dialog).getByRole('list', { name: 'Number patterns' })
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Mirror'])
    await userEvent.type(field('Number'), '1')
    expect(within(dialog).queryByRole('list', { name: 'Number patterns' })).toBeNull()
  })
})

describe('checks beside the fields', () => {
  it('says nothing on an untouched form', () => {
    const { field } = open()
    for (const name of ['City', 'Code', 'Number', 'Price (AED)'])
      expect(field(name)).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/Choose the emirate|Type the plate number/)).toBeNull()
  })

  it('flags a code the new city does not issue, keeping the choice', async () => {
    const { field } = open()
    await userEvent.selectOptions(field('City'), 'dubai')
    await userEvent.selectOptions(field('Code'), 'AA')
    expect(field('Code')).not.toHaveAttribute('aria-invalid')
    await userEvent.selectOptions(field('City'), 'sharjah')
    const code = field('Code')
    expect(code).toHaveValue('AA')
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveAccessibleDescription('Sharjah plates have no code \u2066AA\u2069. Choose one of its codes.')
    await userEvent.selectOptions(code, '3')
    expect(code).not.toHaveAttribute('aria-invalid')
    expect(code).not.toHaveAttribute('aria-describedby')
  })

  it('says at once what more typing cannot fix, and what is missing only once the field is left', async () => {
    const { field } = open()
    const number = field('Number')
    await userEvent.type(number, '0')
    expect(number).toHaveAccessibleDescription('A plate number cannot start with 0.')
    await userEvent.clear(number)
    expect(number).not.toHaveAttribute('aria-invalid')
    await userEvent.tab()
    expect(number).toHaveAttribute('aria-invalid', 'true')
    expect(number).toHaveAccessibleDescription('Type the plate number: 1 to 5 digits.')
  })

  it('checks the prices of a listing for sale', async () => {
    const { field } = open()
    await userEvent.type(field('Price (AED)'), '1500.505')
    expect(field('Price (AED)')).toHaveAccessibleDescription('A price has at most 2 decimals.')
  })

  it('speaks Arabic on an Arabic page', async () => {
    const { field } = open({ language: 'ar' })
    await userEvent.selectOptions(field('الفئة'), 'mobile')
    await userEvent.type(field('الرقم'), '053')
    expect(field('الرقم')).toHaveAttribute('aria-invalid', 'true')
    expect(field('الرقم')).toHaveAccessibleDescription(/^يبدأ رقم الهاتف بـ/)
  })
})

describe('Save', () => {
  it('sends nothing while a field is invalid, shows every message and focuses the first invalid field', async () => {
    const { fake, field } = open()
    await userEvent.type(field('Title (English)'), 'Dubai AA 0123')
    await userEvent.selectOptions(field('City'), 'dubai')
    await userEvent.selectOptions(field('Code'), 'AA')
    await userEvent.type(field('Number'), '0123')
    await userEvent.type(field('Price (AED)'), '12.345')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(posts(fake)).toEqual([])
    // Focused once the messages are drawn (react-hook-form checks asynchronously).
    await waitFor(() => expect(field('Number')).toHaveFocus())
    expect(field('Number')).toHaveAccessibleDescription('A plate number cannot start with 0.')
    expect(field('Price (AED)')).toHaveAccessibleDescription('A price has at most 2 decimals.')
    // Nothing typed is lost.
    expect(field('Title (English)')).toHaveValue('Dubai AA 0123')
    expect(field('Number')).toHaveValue('0123')
    expect(field('Code')).toHaveValue('AA')
  })

  it('shows the messages of an empty form and focuses the city', async () => {
    const { fake, field } = open()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(posts(fake)).toEqual([])
    await waitFor(() => expect(field('City')).toHaveFocus())
    expect(field('City')).toHaveAccessibleDescription('Choose the emirate of the plate.')
    expect(field('Number')).toHaveAccessibleDescription('Type the plate number: 1 to 5 digits.')
  })

  it('publishes a valid plate, and closes', async () => {
    const { fake, field, onOpenChange } = open()
    await userEvent.selectOptions(field('City'), 'dubai')
    await userEvent.selectOptions(field('Code'), 'AA')
    await userEvent.type(field('Number'), '١٢٣')
    await userEvent.type(field('Title (English)'), 'Dubai AA 123')
    await userEvent.type(field('Title (Arabic)'), 'دبي AA 123')
    await userEvent.type(field('Price (AED)'), '48000.5')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(JSON.parse(posts(fake)[0]!.body)).toMatchObject({
      category: 'car',
      city: 'dubai',
      code: 'AA',
      number: '123',
      newPrice: 48000.5,
      isOrder: false,
    })
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Created successfully'))
  })

  it('refuses blank titles and a missing price beside their fields, as the edit dialog does', async () => {
    const { fake, field } = open()
    await userEvent.selectOptions(field('City'), 'dubai')
    await userEvent.selectOptions(field('Code'), 'AA')
    await userEvent.type(field('Number'), '123')
    await userEvent.type(field('Title (Arabic)'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(posts(fake)).toEqual([])
    await waitFor(() => expect(field('Title (English)')).toHaveFocus())
    expect(field('Title (English)')).toHaveAccessibleDescription('Type a title.')
    expect(field('Title (Arabic)')).toHaveAccessibleDescription('Type a title.')
    expect(field('Price (AED)')).toHaveAccessibleDescription('A listing for sale needs a price.')
  })

  it('still shows what the server refuses, as a toast', async () => {
    const { fake, field } = open({
      isOrder: true,
      routes: {
        'POST /product': {
          status: 409,
          body: { message: 'You already have an unsold listing of this kind for this number' },
        },
      },
    })
    await userEvent.selectOptions(field('Category'), 'mobile')
    await userEvent.selectOptions(field('Operator'), 'eand')
    await userEvent.type(field('Number'), '0501234567')
    await userEvent.type(field('Title (English)'), 'Wanted: 050 123 4567')
    await userEvent.type(field('Title (Arabic)'), 'مطلوب: 050 123 4567')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You already have an unsold listing of this kind for this number'),
    )
    expect(posts(fake)).toHaveLength(1)
  })
})
